'use client'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { Photo } from '@/components/ui/photo'
import { onDemand } from '@/components/ui/on-demand'
import { photoAtScroll, photoPosition } from '@/domain/gallery/photo-steps'
import type { GalleryTexts } from './gallery-texts'
import './vehicle-gallery.css'

// The full-screen view is fetched when a shopper reaches for it (pointer over or focus on a photo),
// not with the page: most visits never open it (issue 17's main-thread budget; issue 21).
const dialogCode = onDemand(() => import('./gallery-dialog.client'))
const GalleryDialog = lazy(() => dialogCode.load().then((m) => ({ default: m.GalleryDialog })))

/**
 * The vehicle page's photos (issue 21): a track that swipes with CSS scroll snapping (no script
 * per gesture), thumbnails that bring a photo into the track, and a full-screen view that opens
 * from a photo. Without JavaScript the track still swipes, a thumbnail is a link to its slide and a
 * photo a link to the full-size file.
 */
export function VehicleGallery({ photos, title, texts }: { photos: string[]; title: string; texts: GalleryTexts }) {
  const track = useRef<HTMLUListElement>(null)
  const [shown, setShown] = useState(0)
  const [openAt, setOpenAt] = useState<number | null>(null)
  // The photo to take focus back once the full-screen view has gone: the one it was closed on.
  const [focusAfterClose, setFocusAfterClose] = useState<number | null>(null)
  const count = photos.length

  const bringIntoTrack = useCallback((index: number, behavior: ScrollBehavior) => {
    const el = track.current
    if (!el) return
    el.scrollTo({ left: index * el.clientWidth, behavior })
    setShown(index)
  }, [])

  const onScroll = useCallback(() => {
    const el = track.current
    if (el) setShown(photoAtScroll(el.scrollLeft, el.clientWidth, count))
  }, [count])

  // A swipe made before the page was interactive moved the track with no one listening: the
  // counter starts from where the track is, not from the first photo.
  useEffect(onScroll, [onScroll])

  useEffect(() => {
    if (openAt !== null || focusAfterClose === null) return
    bringIntoTrack(focusAfterClose, 'instant')
    track.current?.querySelectorAll<HTMLElement>('.gallery__open')[focusAfterClose]?.focus({ preventScroll: true })
    setFocusAfterClose(null)
  }, [openAt, focusAfterClose, bringIntoTrack])

  function open(index: number, event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, download) keeps the link's own meaning: the full-size file.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setOpenAt(index)
  }

  function close(index: number) {
    setOpenAt(null)
    setFocusAfterClose(index)
  }

  function pick(index: number, event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    bringIntoTrack(index, reduced ? 'instant' : 'smooth')
  }

  if (count === 0)
    return (
      <section className="gallery" aria-label={texts.label}>
        <div className="gallery__frame gallery__frame--empty">
          <p>{texts.none}</p>
        </div>
      </section>
    )
  return (
    <section className="gallery" aria-label={texts.label}>
      <div className="gallery__frame">
        <ul className="gallery__track" ref={track} onScroll={onScroll}>
          {photos.map((src, i) => (
            <li key={src} id={`photo-${i + 1}`} className="gallery__slide">
              <a
                href={src}
                className="gallery__open"
                aria-haspopup="dialog"
                onClick={(e) => open(i, e)}
                onPointerEnter={dialogCode.warm}
                onFocus={dialogCode.warm}
              >
                <Photo
                  src={src}
                  alt={`${title}, ${photoPosition(texts.position, i, count).toLowerCase()}`}
                  width={1200}
                  height={800}
                  priority={i === 0}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  sizes="(max-width: 1023px) 100vw, 860px"
                />
                <span className="visually-hidden">{texts.open}</span>
              </a>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <p className="gallery__count" aria-hidden="true">
            {shown + 1} / {count}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={texts.choose}>
          {photos.map((src, i) => (
            <li key={src}>
              <a href={`#photo-${i + 1}`} aria-current={i === shown ? 'true' : undefined} onClick={(e) => pick(i, e)}>
                <Photo src={src} alt="" width={300} height={200} sizes="120px" />
                <span className="visually-hidden">{photoPosition(texts.position, i, count)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {openAt !== null ? (
        <Suspense fallback={null}>
          <GalleryDialog photos={photos} title={title} start={openAt} onClose={close} texts={texts} />
        </Suspense>
      ) : null}
    </section>
  )
}
