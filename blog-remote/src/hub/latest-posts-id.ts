/** The hub's latest posts (their heading's id): the line under the intro leads to it. */
export const LATEST_POSTS_ID = 'latest-posts';
