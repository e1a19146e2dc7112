// Content shapes shared by the company pages' sections: each data module fills these and one
// component per pattern renders them.
import type { IconName } from '@firm/shared-contracts/icons';

export interface LinkAction {
  to: string;
  label: string;
}

export interface IconCardContent {
  /** The icon drawn in the card's badge (decorative: the title says what the card is). */
  icon: IconName;
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
