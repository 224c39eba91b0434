/** The visitor's own vehicle pages (issue 21): not in the sitemap, noindex (decision 0265). */
export const SAVED_PATH = '/saved'
export { COMPARE_PATH } from './compare-url'
