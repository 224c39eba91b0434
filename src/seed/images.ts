/**
 * Draws the demo vehicle photos locally with sharp (no network at any point): one silhouette per
 * body style in each paint colour, saved as WebP into the media collection.
 */
import sharp from 'sharp'
import { escapeXml } from '@/domain/leads/adf/xml'

const PAINT: Record<string, string> = {
  Black: '#1f2937',
  White: '#f3f4f6',
  Silver: '#b8bec7',
  Gray: '#6b7280',
  Blue: '#1d4ed8',
  Red: '#b91c1c',
  Green: '#166534',
  Brown: '#78350f',
}

const BODY_PATHS: Record<string, string> = {
  sedans: 'M120 430 L200 330 Q230 300 300 295 L620 290 Q700 292 760 350 L900 380 Q960 395 970 440 L975 500 L110 500 Z',
  coupes: 'M120 440 L250 330 Q290 305 360 300 L600 300 Q680 305 760 370 L920 395 Q965 410 970 450 L975 500 L110 500 Z',
  convertibles: 'M120 440 L300 380 L620 375 Q700 378 760 390 L920 400 Q965 410 970 450 L975 500 L110 500 Z',
  hatchbacks:
    'M140 440 L220 310 Q250 280 320 275 L700 275 Q760 280 800 360 L920 390 Q960 405 965 445 L970 500 L130 500 Z',
  wagons: 'M120 430 L210 310 Q240 275 320 272 L840 272 Q880 276 900 360 L940 385 Q968 400 970 445 L975 500 L110 500 Z',
  suvs: 'M115 430 L180 270 Q200 240 280 236 L820 236 Q870 240 895 330 L940 370 Q970 390 972 440 L975 500 L105 500 Z',
  minivans:
    'M115 430 L230 250 Q260 215 340 212 L860 212 Q905 218 925 320 L950 370 Q972 392 972 440 L975 500 L105 500 Z',
  trucks:
    'M100 420 L100 330 L520 330 L540 250 Q550 225 600 222 L760 222 Q800 226 830 330 L950 350 Q975 360 978 420 L980 500 L95 500 Z',
  commercial:
    'M100 440 L100 210 Q105 190 140 188 L760 188 Q800 192 830 300 L950 350 Q975 362 978 420 L980 500 L95 500 Z',
}

export function vehicleSvg(bodystyle: string, color: string, label: string): string {
  const paint = PAINT[color] ?? '#6b7280'
  const body = BODY_PATHS[bodystyle] ?? BODY_PATHS.sedans
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1080 720">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>
  <rect width="1080" height="720" fill="url(#sky)"/>
  <rect y="520" width="1080" height="200" fill="#d4d4d8"/>
  <ellipse cx="540" cy="540" rx="470" ry="26" fill="#a1a1aa" opacity="0.6"/>
  <path d="${body}" fill="${paint}" stroke="#111827" stroke-width="6"/>
  <circle cx="280" cy="505" r="62" fill="#111827"/><circle cx="280" cy="505" r="30" fill="#9ca3af"/>
  <circle cx="800" cy="505" r="62" fill="#111827"/><circle cx="800" cy="505" r="30" fill="#9ca3af"/>
  <text x="540" y="660" font-family="sans-serif" font-size="38" text-anchor="middle" fill="#374151">${label}</text>
</svg>`
}

export async function renderVehicleImage(bodystyle: string, color: string): Promise<Buffer> {
  const label = `${color} ${bodystyle.replace(/s$/, '')}`
  return sharp(Buffer.from(vehicleSvg(bodystyle, color, label)))
    .webp({ quality: 78 })
    .toBuffer()
}

export function genericImageSvg(title: string, hue: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" ` +
    `height="720" fill="hsl(${hue},55%,35%)"/><text x="640" y="380" font-family="sans-serif" ` +
    `font-size="64" text-anchor="middle" fill="#fff">${title}</text></svg>`
  )
}

/** Splits a headline into at most three lines of about `width` characters for the hero picture. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.slice(0, 3)
}

/** An article's hero picture (issue 5, car research): the headline on a coloured band with a road. */
export function articleHeroSvg(title: string, hue: number): string {
  const lines = wrap(title, 28)
  const top = 300 - (lines.length - 1) * 40
  const text = lines
    .map(
      (l, i) =>
        `<text x="640" y="${top + i * 80}" font-family="sans-serif" font-size="60" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="640" viewBox="0 0 1280 640">
  <rect width="1280" height="640" fill="hsl(${hue},55%,32%)"/>
  <path d="M0 640 L560 470 L720 470 L1280 640 Z" fill="hsl(${hue},20%,18%)"/>
  <path d="M636 480 L644 480 L652 640 L628 640 Z" fill="#facc15"/>
  ${text}
</svg>`
}

/** A staff member's portrait placeholder (issue 5, team): head and shoulders with the initials. */
export function staffPortraitSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="hsl(${hue},45%,85%)"/>
  <circle cx="240" cy="190" r="95" fill="hsl(${hue},30%,45%)"/>
  <path d="M70 480 Q80 320 240 310 Q400 320 410 480 Z" fill="hsl(${hue},30%,45%)"/>
  <text x="240" y="215" font-family="sans-serif" font-size="72" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
</svg>`
}

export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
