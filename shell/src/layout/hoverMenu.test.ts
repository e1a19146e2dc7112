import { describe, expect, it } from 'vitest';
import { closesOnLeave, openAfterActivation, opensOnHover } from './hoverMenu.ts';

describe('dropdown hover rules', () => {
  it('opens on hover for a mouse or a pen, never for a touch', () => {
    expect(opensOnHover('mouse')).toBe(true);
    expect(opensOnHover('pen')).toBe(true);
    expect(opensOnHover('touch')).toBe(false);
    expect(opensOnHover('')).toBe(false);
  });

  it('keeps a hover-opened menu open when its button is clicked, and toggles otherwise', () => {
    // Clicked with the mouse while the pointer had it open: stays open.
    expect(openAfterActivation(true, 'hover', false)).toBe(true);
    // The same from the keyboard: Enter on an open menu closes it, as before.
    expect(openAfterActivation(true, 'hover', true)).toBe(false);
    // Opened by a click or the keyboard: the button toggles.
    expect(openAfterActivation(true, 'press', false)).toBe(false);
    expect(openAfterActivation(false, null, false)).toBe(true);
    expect(openAfterActivation(false, null, true)).toBe(true);
  });

  it('closes on leaving only what hovering opened', () => {
    expect(closesOnLeave(true, 'hover')).toBe(true);
    expect(closesOnLeave(true, 'press')).toBe(false);
    expect(closesOnLeave(false, null)).toBe(false);
  });
});
