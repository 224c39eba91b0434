/** A small vocabulary for the tests beside this module (not used by the app). */
import type { SegmentVocabulary } from './vocabulary'

export const TEST_VOCABULARY: SegmentVocabulary = {
  makes: {
    toyota: ['camry', 'corolla', 'rav4', 'highlander', 'tacoma'],
    honda: ['accord', 'civic', 'cr-v'],
    chevrolet: ['silverado-1500', 'equinox'],
    bmw: ['3-series'],
    ford: ['f-150', 'transit'],
    'land-rover': ['range-rover', 'defender'],
    land: ['cruiser-special'],
    'mercedes-benz': ['c-class'],
  },
  features: ['sunroof', 'heated-seats', 'apple-carplay', 'backup-camera', 'rock-and-roll', 'navigation'],
  stores: ['rockford', 'moline', 'merrillville', 'davenport'],
}

/** Production: used vehicles only (site.md section 9). */
export const USED_ONLY_VOCABULARY: SegmentVocabulary = { ...TEST_VOCABULARY, conditions: ['used'] }
