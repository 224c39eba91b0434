/**
 * Robots tag (visitor-layer.md section 2): index or noindex, always follow, large image preview,
 * unlimited snippet and video preview.
 */
export type RobotsDirectives = {
  index: boolean
  follow: true
  'max-image-preview': 'large'
  'max-snippet': -1
  'max-video-preview': -1
}

export function robotsDirectives(index: boolean): RobotsDirectives {
  return { index, follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 }
}

/** The robots meta content as a browser sees it. */
export function robotsContent(r: RobotsDirectives): string {
  return [
    r.index ? 'index' : 'noindex',
    'follow',
    'max-image-preview:large',
    'max-snippet:-1',
    'max-video-preview:-1',
  ].join(', ')
}
