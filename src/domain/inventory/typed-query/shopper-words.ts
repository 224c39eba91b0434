/**
 * The words shoppers use for what the inventory calls otherwise (issue 38: nicknames and plurals,
 * "chevy", "vw", "suv"/"suvs", "4x4"/"awd", "with leather", "third row"). Each entry names the
 * inventory's slugs it may stand for; an entry counts only when the inventory has one of them, so
 * "awd" stays a keyword in an inventory without an all-wheel-drive feature.
 */
import type { BodyStyle, Condition, GreatDeal } from '../filters'

/** Make nicknames -> make slugs. */
export const MAKE_NICKNAMES: Record<string, readonly string[]> = {
  chevy: ['chevrolet'],
  chevvy: ['chevrolet'],
  vw: ['volkswagen'],
  volkswagon: ['volkswagen'],
  mercedes: ['mercedes-benz'],
  benz: ['mercedes-benz'],
  merc: ['mercedes-benz'],
  bimmer: ['bmw'],
  beemer: ['bmw'],
  caddy: ['cadillac'],
  caddie: ['cadillac'],
  alfa: ['alfa-romeo'],
  'land rover': ['land-rover'],
  landrover: ['land-rover'],
  rover: ['land-rover'],
  'rolls royce': ['rolls-royce'],
  mb: ['mercedes-benz'],
  gm: ['gmc'],
}

/** Model nicknames -> 'make/model' slugs. */
export const MODEL_NICKNAMES: Record<string, readonly string[]> = {
  vette: ['chevrolet/corvette'],
  silverado: ['chevrolet/silverado-1500', 'chevrolet/silverado'],
  sierra: ['gmc/sierra-1500', 'gmc/sierra'],
  'f150': ['ford/f-150'],
  'f 150': ['ford/f-150'],
  'grand cherokee': ['jeep/grand-cherokee'],
  crv: ['honda/cr-v'],
  cx5: ['mazda/cx-5'],
  '3 series': ['bmw/3-series'],
  '3series': ['bmw/3-series'],
  'range rover': ['land-rover/range-rover'],
  stang: ['ford/mustang'],
}

/** Body style words, singular and plural. */
export const BODY_WORDS: Record<string, BodyStyle> = {
  suv: 'suvs',
  suvs: 'suvs',
  crossover: 'suvs',
  crossovers: 'suvs',
  'sport utility': 'suvs',
  'sport utility vehicle': 'suvs',
  sedan: 'sedans',
  sedans: 'sedans',
  saloon: 'sedans',
  wagon: 'wagons',
  wagons: 'wagons',
  'station wagon': 'wagons',
  estate: 'wagons',
  coupe: 'coupes',
  coupes: 'coupes',
  convertible: 'convertibles',
  convertibles: 'convertibles',
  cabriolet: 'convertibles',
  'drop top': 'convertibles',
  droptop: 'convertibles',
  hatchback: 'hatchbacks',
  hatchbacks: 'hatchbacks',
  hatch: 'hatchbacks',
  truck: 'trucks',
  trucks: 'trucks',
  pickup: 'trucks',
  pickups: 'trucks',
  'pickup truck': 'trucks',
  'pickup trucks': 'trucks',
  'pick up': 'trucks',
  'pick up truck': 'trucks',
  minivan: 'minivans',
  minivans: 'minivans',
  'mini van': 'minivans',
  van: 'minivans',
  vans: 'minivans',
  commercial: 'commercial',
  'cargo van': 'commercial',
  'cargo vans': 'commercial',
  'work van': 'commercial',
  'work truck': 'commercial',
}

/** Feature words -> feature slugs the inventory may use for them (the first one it has wins). */
export const FEATURE_WORDS: Record<string, readonly string[]> = {
  leather: ['leather-seats', 'leather-seating', 'leather-interior', 'leather'],
  'leather seat': ['leather-seats', 'leather-seating'],
  'leather interior': ['leather-interior', 'leather-seats'],
  'heated seat': ['heated-seats', 'heated-front-seats'],
  'heated seats': ['heated-seats', 'heated-front-seats'],
  'heated front seats': ['heated-front-seats', 'heated-seats'],
  'third row': ['third-row-seating', 'third-row-seat', '3rd-row-seating'],
  '3rd row': ['third-row-seating', 'third-row-seat', '3rd-row-seating'],
  'third row seats': ['third-row-seating', 'third-row-seat'],
  '3rd row seats': ['third-row-seating', 'third-row-seat'],
  '3rd row seating': ['third-row-seating', '3rd-row-seating'],
  '7 seater': ['third-row-seating'],
  '8 seater': ['third-row-seating'],
  '7 passenger': ['third-row-seating'],
  '8 passenger': ['third-row-seating'],
  moonroof: ['sunroof', 'moonroof'],
  'moon roof': ['sunroof', 'moonroof'],
  'sun roof': ['sunroof'],
  'panoramic roof': ['panoramic-sunroof', 'sunroof'],
  'panoramic sunroof': ['panoramic-sunroof', 'sunroof'],
  carplay: ['apple-carplay'],
  'car play': ['apple-carplay'],
  'apple car play': ['apple-carplay'],
  android: ['android-auto'],
  nav: ['navigation', 'navigation-system'],
  navi: ['navigation', 'navigation-system'],
  gps: ['navigation', 'navigation-system'],
  'navigation system': ['navigation-system', 'navigation'],
  'backup cam': ['backup-camera', 'rear-view-camera'],
  'back up camera': ['backup-camera', 'rear-view-camera'],
  'backup camera': ['backup-camera', 'rear-view-camera'],
  'rear camera': ['backup-camera', 'rear-view-camera'],
  'rearview camera': ['backup-camera', 'rear-view-camera'],
  'rear view camera': ['rear-view-camera', 'backup-camera'],
  'reverse camera': ['backup-camera', 'rear-view-camera'],
  tow: ['tow-package', 'towing-package', 'trailer-hitch'],
  towing: ['tow-package', 'towing-package', 'trailer-hitch'],
  'tow hitch': ['trailer-hitch', 'tow-package'],
  'towing package': ['towing-package', 'tow-package'],
  hitch: ['trailer-hitch', 'tow-package'],
  'remote starter': ['remote-start'],
  'blind spot': ['blind-spot-monitor', 'blind-spot-monitoring'],
  'blind spot monitoring': ['blind-spot-monitoring', 'blind-spot-monitor'],
  'adaptive cruise': ['adaptive-cruise-control'],
  'lane assist': ['lane-keep-assist', 'lane-keeping-assist'],
  'lane keep': ['lane-keep-assist', 'lane-keeping-assist'],
  'lane keeping': ['lane-keeping-assist', 'lane-keep-assist'],
  keyless: ['keyless-entry', 'keyless-start'],
  'push button start': ['push-button-start', 'keyless-start', 'keyless-entry'],
  awd: ['all-wheel-drive', 'awd'],
  'all wheel drive': ['all-wheel-drive', 'awd'],
  '4x4': ['four-wheel-drive', '4x4', '4wd', 'all-wheel-drive'],
  '4wd': ['four-wheel-drive', '4wd', '4x4'],
  'four wheel drive': ['four-wheel-drive', '4wd', '4x4'],
  bluetooth: ['bluetooth'],
}

/** Condition words; read only when the condition is live and there is more than one live condition. */
export const CONDITION_WORDS: Record<string, Condition> = {
  used: 'used',
  'pre owned': 'used',
  preowned: 'used',
  'second hand': 'used',
  secondhand: 'used',
  new: 'new',
  'brand new': 'new',
  certified: 'certified',
  'certified pre owned': 'certified',
  cpo: 'certified',
}

export const DEAL_WORDS: Record<string, GreatDeal> = {
  'price drop': 'price-drop',
  'price drops': 'price-drop',
  'price dropped': 'price-drop',
  'reduced price': 'price-drop',
  'price reduced': 'price-drop',
  'premium upgrade': 'premium-upgrades',
  'premium upgrades': 'premium-upgrades',
}

/**
 * Words that carry no filter and are not worth a keyword once something else was understood
 * ("cars for sale near me", "with", "and"). When nothing is understood, the whole query stays the
 * keyword, these words included.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'with', 'w', 'in', 'at', 'near', 'me', 'for', 'sale', 'sell', 'selling',
  'car', 'cars', 'vehicle', 'vehicles', 'auto', 'autos', 'automobile', 'show', 'find', 'search',
  'looking', 'look', 'some', 'any', 'of', 'that', 'has', 'have', 'having', 'i', 'want', 'need', 'my',
  'to', 'by', 'on', 'around', 'price', 'priced', 'cost', 'year', 'model', 'models', 'make', 'is', 'are',
  'under', 'over', 'than', 'less', 'more', 'only', 'please', 'available', 'stock', 'inventory', 'dealer',
  'dealership', 'lot', 'store', 'location', 'one', 'ones',
])
