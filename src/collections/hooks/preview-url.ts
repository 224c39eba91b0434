/**
 * Admin preview and live-preview address of a page: /api/preview checks the staff session, turns
 * on Next's draft mode and redirects to the path, so drafts render in the live-preview frame.
 */
export function previewUrl(path: string): string {
  return `/api/preview?path=${encodeURIComponent(path)}`
}
