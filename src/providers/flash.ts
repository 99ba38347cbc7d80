// One message carried across a navigation that leaves a portal (its
// notifications unmount with it): the login page shows why the session ended.

const FLASH_KEY = 'flash';

export interface FlashStore {
  set(message: string): void;
  peek(): string | null;
  clear(): void;
}

export function createFlashStore(storage: () => Storage): FlashStore {
  return {
    set: (message) => storage().setItem(FLASH_KEY, message),
    peek: () => storage().getItem(FLASH_KEY),
    clear: () => storage().removeItem(FLASH_KEY),
  };
}

export const flashStore = createFlashStore(() => window.sessionStorage);
