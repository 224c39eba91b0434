import type { Field, GlobalConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { isStaff } from '@/access/is-staff'
import { canEditPageCopy } from '@/access/can-edit-page-copy'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { previewUrl } from '@/collections/hooks/preview-url'
import { AUTOSAVE_DRAFTS, PUBLISH_AFTER_AUTOSAVE } from '@/collections/autosave-drafts'
import { TAGS } from '@/data/cache-tags'

type PageCopyOptions = {
  slug: string
  label: string
  /** The public page the copy belongs to: where preview and live preview open. */
  path: string
  description: string
  fields: Field[]
}

/**
 * The words of one public page as a global (issue 20, decision 0248). Every page-copy global is
 * built here, so they share one shape: drafts with autosave and live preview of the page, as the
 * editable pages have (`pages` collection); shoppers read only the published copy; marketing and
 * managers edit, sales reads in the admin; a save drops the page-copy tag (one for every page-copy
 * global) and the page cache on every instance (decision 0227; docs/architecture.md "Serving and
 * caching").
 */
export function pageCopyGlobal({ slug, label, path, description, fields }: PageCopyOptions): GlobalConfig {
  return {
    slug,
    label,
    admin: {
      group: 'Page copy',
      description: `${description} Changes save as a draft you can watch in live preview; "Publish changes" puts them on ${path}.`,
      livePreview: { url: () => previewUrl(path) },
      preview: () => previewUrl(path),
      components: { elements: { PublishButton: PUBLISH_AFTER_AUTOSAVE } },
    },
    access: { read: publishedOrStaff, update: canEditPageCopy, readVersions: isStaff },
    versions: { ...AUTOSAVE_DRAFTS, max: 25 },
    hooks: { afterChange: [revalidateGlobalAfterChange(TAGS.pageCopy)] },
    fields,
  }
}
