// Remembers, for this browser tab only, that the visitor passed the email gate, so a reload does
// not ask again. Storage can be unavailable (private modes, blocked storage): then it just forgets.
export const UNLOCK_STORAGE_KEY = 'tools.netpay.unlockedFor';

export function readUnlockedEmail(storage: Pick<Storage, 'getItem'> | null = safeSessionStorage()): string | null {
  try {
    const value = storage?.getItem(UNLOCK_STORAGE_KEY) ?? null;
    return value && value.includes('@') ? value : null;
  } catch {
    return null;
  }
}

export function rememberUnlocked(email: string, storage: Pick<Storage, 'setItem'> | null = safeSessionStorage()): void {
  try {
    storage?.setItem(UNLOCK_STORAGE_KEY, email);
  } catch {
    // Storage full or blocked: the calculator stays unlocked until the page is reloaded.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
