/** A phone: below the 992 px breakpoint, the main menu folds behind the Menu button. */
export const phone = { width: 375, height: 800 } as const;

/** A laptop: the main menu groups sit in a row. */
export const desktop = { width: 1280, height: 800 } as const;
