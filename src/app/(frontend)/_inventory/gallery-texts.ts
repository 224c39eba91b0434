/**
 * The vehicle gallery's words in the page's language (issue 39), made on the server from the catalog
 * (`vdp.photos.*`) and handed to the gallery and its full-screen view as a prop. `position` holds
 * '{n}' and '{count}', `title` holds '{title}'.
 */
export type GalleryTexts = {
  label: string
  none: string
  position: string
  open: string
  choose: string
  title: string
  close: string
  track: string
  previous: string
  next: string
  photo: string
}
