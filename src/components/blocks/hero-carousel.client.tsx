'use client'
import { Children, useState, type ReactNode } from 'react'

/**
 * Previous/next controls for server-rendered hero slides. Before hydration every slide is in the
 * document (the first one visible by CSS), so nothing waits for JavaScript. No auto-rotation:
 * moving content the shopper did not ask for fails WCAG 2.2.2.
 */
export function HeroCarousel({ count, children }: { count: number; children: ReactNode }) {
  const [index, setIndex] = useState(0)
  const slides = Children.toArray(children)
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)
  return (
    <div className="hero-carousel">
      {slides.map((slide, i) => (
        <div
          key={i}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          hidden={i !== index}
          className="hero-carousel__slide"
        >
          {slide}
        </div>
      ))}
      <div className="hero-carousel__controls">
        <button type="button" className="hero-carousel__button" onClick={() => go(-1)} aria-label="Previous slide">
          ‹
        </button>
        <span aria-live="polite" className="hero-carousel__status">
          {index + 1} / {count}
        </span>
        <button type="button" className="hero-carousel__button" onClick={() => go(1)} aria-label="Next slide">
          ›
        </button>
      </div>
    </div>
  )
}
