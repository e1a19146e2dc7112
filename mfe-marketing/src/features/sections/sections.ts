// Content shapes shared by the company pages' sections: each data module fills these and one
// component per pattern renders them.
export interface LinkAction {
  to: string;
  label: string;
}

export interface IconCardContent {
  /** A short symbol drawn in the card's badge (decorative). */
  icon: string;
  title: string;
  text: string;
  link?: LinkAction;
}

export interface SplitContent {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  actions?: readonly LinkAction[];
  image: { src: string; alt: string; width: number; height: number };
  /** Image on the left on wide screens. */
  reverse?: boolean;
}
