/** The home page's newest writing (its section's id): the hero's line leads to it. */
export const NEWEST_WRITING_ID = 'newest-writing';
