/**
 * Drafts that save themselves while an editor types, for the documents marketing edits with live
 * preview (pages, articles, the page-copy globals). One home for the interval and for the publish
 * button that waits for a running autosave (src/components/admin/publish-after-autosave.tsx).
 */
export const AUTOSAVE_DRAFTS = { drafts: { autosave: { interval: 800 } } } as const

/** Payload's component path of the publish button that waits for a running autosave. */
export const PUBLISH_AFTER_AUTOSAVE = '@/components/admin/publish-after-autosave#PublishAfterAutosave'
