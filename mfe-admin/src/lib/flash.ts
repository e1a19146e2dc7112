// A message carried to the next screen through the router state (an alert after a redirect, or a
// confirmation after a save).
export interface Flash {
  tone: 'error' | 'success';
  text: string;
}

export function flashState(flash: Flash): { flash: Flash } {
  return { flash };
}

export function readFlash(state: unknown): Flash | null {
  const flash = (state as { flash?: Partial<Flash> } | null)?.flash;
  if (flash && (flash.tone === 'error' || flash.tone === 'success') && typeof flash.text === 'string') {
    return { tone: flash.tone, text: flash.text };
  }
  return null;
}
