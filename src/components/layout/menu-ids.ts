// Names the desktop menu, its script-free fallback and the mobile sheet share,
// kept apart from the menus so importing one does not bring another's code.

/** The id of a group's label inside a panel. */
export const groupId = (name: string) => `menu-group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** A desktop menu item's Radix value. Radix builds the trigger and panel ids from it: a space ('Get Started') would split aria-controls in two. */
export const menuValue = (name: string) => name.toLowerCase().replaceAll(' ', '-');
