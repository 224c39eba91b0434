'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Photo } from '@/components/ui/photo'
import { photoAfterKey, photoAtScroll, photoPosition } from '@/domain/gallery/photo-steps'
import { fillText } from '@/domain/i18n/fill-text'
import type { GalleryTexts } from './gallery-texts'

/**
 * The gallery's full-screen view (issue 21), its own chunk loaded when first opened: a modal
 * <dialog> (the rest of the page inert), a swipeable track of the photos, "Photo 3 of 12" spoken
 * as it changes, arrow keys, Home and End to move, Escape or Close to leave. Tab stays inside.
 */
export function GalleryDialog({
  photos,
  title,
  start,
  onClose,
  texts,
}: {
  photos: string[]
  title: string
  start: number
  onClose: (index: number) => void
  texts: GalleryTexts
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const track = useRef<HTMLUListElement>(null)
  const headingId = useId()
  const [index, setIndex] = useState(start)
  const count = photos.length

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    el.showModal()
    const strip = track.current
    if (strip) strip.scrollTo({ left: start * strip.clientWidth, behavior: 'instant' })
    return () => el.close()
  }, [start])

  function go(next: number) {
    setIndex(next)
    const strip = track.current
    if (!strip) return
    // One step glides; a jump (Home, End, wrapping round) does not sweep past every photo between.
    const glide = Math.abs(next - index) === 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    strip.scrollTo({ left: next * strip.clientWidth, behavior: glide ? 'smooth' : 'instant' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Tab') return keepTabInside(event)
    const next = photoAfterKey(event.key, index, count)
    if (next === null) return
    event.preventDefault()
    go(next)
  }

  // Tab from the last control wraps to the first and back: focus never leaves the open view.
  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    const controls = Array.from(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])
    const first = controls[0]
    const last = controls[controls.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    // Escape fires the dialog's cancel event; the gallery unmounts the view and takes focus back.
    <dialog
      ref={dialog}
      className="gallery-dialog"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault()
        onClose(index)
      }}
    >
      <div className="gallery-dialog__bar">
        <h2 id={headingId} className="gallery-dialog__title">
          {fillText(texts.title, { title })}
        </h2>
        <p className="gallery-dialog__count" aria-live="polite" data-testid="gallery-position">
          {photoPosition(texts.position, index, count)}
        </p>
        <button type="button" className="gallery-dialog__close" onClick={() => onClose(index)} autoFocus>
          {texts.close}
        </button>
      </div>
      {/* Focusable, so a keyboard reaches the scrolling strip too (axe: scrollable-region-focusable). */}
      <ul
        className="gallery-dialog__track"
        ref={track}
        tabIndex={0}
        aria-label={texts.track}
        onScroll={() => {
          const strip = track.current
          if (strip) setIndex(photoAtScroll(strip.scrollLeft, strip.clientWidth, count))
        }}
      >
        {photos.map((src, i) => (
          <li key={src} className="gallery-dialog__slide">
            <Photo
              src={src}
              alt={`${title}, ${photoPosition(texts.position, i, count).toLowerCase()}`}
              width={1600}
              height={1067}
              sizes="100vw"
              loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="gallery-dialog__steps">
          <button
            type="button"
            className="gallery-dialog__step"
            onClick={() => go(photoAfterKey('ArrowLeft', index, count) ?? index)}
          >
            <span aria-hidden="true">‹</span> {texts.previous}
            <span className="visually-hidden">{texts.photo}</span>
          </button>
          <button
            type="button"
            className="gallery-dialog__step"
            onClick={() => go(photoAfterKey('ArrowRight', index, count) ?? index)}
          >
            {texts.next}
            <span className="visually-hidden">{texts.photo}</span> <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </dialog>
  )
}
