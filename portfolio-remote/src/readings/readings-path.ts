/**
 * The readings page. Under /achievements, a prefix this section already owns: the page ships
 * with a portfolio release alone, and the menu highlights Achievements there (decision 030).
 */
export const READINGS_PATH = '/achievements/readings';
