import type { GalleryTexts } from '@/app/(frontend)/_inventory/gallery-texts'
import type { StoreContactTexts } from '@/app/(frontend)/_inventory/store-contact-links'
import type { Translate } from './translate'

/** "Call" and "Text" (issue 21) in the page's language. */
function contactTexts(tr: Translate): StoreContactTexts {
  return {
    call: tr('vdp.contact.call'),
    text: tr('vdp.contact.text'),
    store: tr('vdp.contact.store'),
    us: tr('vdp.contact.us'),
  }
}

/**
 * The words the vehicle page hands its parts as props (issue 39): the summary's and the phone's
 * action bar's (the same actions), and the gallery's.
 */
export function vehiclePageTexts(tr: Translate) {
  const contact = contactTexts(tr)
  const actions = { checkAvailability: tr('vdp.check-availability'), contact }
  const gallery: GalleryTexts = {
    label: tr('vdp.photos.label'),
    none: tr('vdp.photos.none'),
    position: tr('vdp.photos.position'),
    open: tr('vdp.photos.open'),
    choose: tr('vdp.photos.choose'),
    title: tr('vdp.photos.title'),
    close: tr('vdp.photos.close'),
    track: tr('vdp.photos.track'),
    previous: tr('vdp.photos.previous'),
    next: tr('vdp.photos.next'),
    photo: tr('vdp.photos.photo'),
  }
  return {
    summary: { label: tr('vdp.summary.label'), ...actions },
    actionBar: { label: tr('vdp.contact.label'), ...actions },
    gallery,
  }
}
