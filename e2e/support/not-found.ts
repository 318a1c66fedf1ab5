/** The console line of the shell's 404 (SPEC section 8), followed by the path. */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';
