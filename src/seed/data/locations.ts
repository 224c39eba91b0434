/**
 * The four stores: two in Illinois (Rockford, and Moline in the Quad Cities), two in Indiana.
 * Each has its own lead inbox: a visitor who picked the store has their leads sent there (decision 0023).
 * Three take text messages; South Bend does not, so its vehicle pages offer no "Text" (issue 21).
 */
const weekdays = (open: number, close: number, satClose: number) => [
  { weekday: 0, closed: true },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open, close, closed: false })),
  { weekday: 6, open, close: satClose, closed: false },
]

export const seedLocations = [
  {
    storeId: 'rockford', name: 'Rockford', subname: 'Northern Illinois', sortOrder: 1, currentLocation: true,
    addressLine1: '4120 E State St', city: 'Rockford', state: 'IL' as const, zip: '61108', country: 'US',
    coordinates: { longitude: -89.0287, latitude: 42.2669 },
    salesPhone: '(815) 555-0140', servicePhone: '(815) 555-0141', textPhone: '(815) 555-0140',
    email: 'rockford@midwestmotorgroup.example', link: '/contact-us#rockford', inventoryLink: '/cars-for-sale?store=rockford',
    googleMapsLink: 'https://www.google.com/maps/dir/?api=1&destination=42.2669,-89.0287',
    salesHours: weekdays(9, 18, 16), serviceHours: weekdays(7.5, 17.5, 13),
  },
  {
    storeId: 'moline', name: 'Moline', subname: 'Quad Cities', sortOrder: 2, currentLocation: false,
    addressLine1: '3900 John Deere Rd', city: 'Moline', state: 'IL' as const, zip: '61265', country: 'US',
    coordinates: { longitude: -90.4862, latitude: 41.4797 },
    salesPhone: '(309) 555-0162', servicePhone: '(309) 555-0163', textPhone: '(309) 555-0170',
    email: 'moline@midwestmotorgroup.example', link: '/contact-us#moline', inventoryLink: '/cars-for-sale?store=moline',
    googleMapsLink: 'https://www.google.com/maps/dir/?api=1&destination=41.4797,-90.4862',
    salesHours: weekdays(9, 18, 16), serviceHours: weekdays(7.5, 17.5, 13),
    note: 'Closest store for Davenport and Bettendorf shoppers.',
  },
  {
    storeId: 'merrillville', name: 'Merrillville', subname: 'Northwest Indiana', sortOrder: 3, currentLocation: false,
    addressLine1: '8150 Broadway', city: 'Merrillville', state: 'IN' as const, zip: '46410', country: 'US',
    coordinates: { longitude: -87.3326, latitude: 41.4689 },
    salesPhone: '(219) 555-0118', servicePhone: '(219) 555-0119', textPhone: '(219) 555-0120',
    email: 'merrillville@midwestmotorgroup.example', link: '/contact-us#merrillville', inventoryLink: '/cars-for-sale?store=merrillville',
    googleMapsLink: 'https://www.google.com/maps/dir/?api=1&destination=41.4689,-87.3326',
    salesHours: weekdays(9, 18, 16), serviceHours: weekdays(7.5, 17.5, 13),
  },
  {
    storeId: 'south-bend', name: 'South Bend', subname: 'Michiana', sortOrder: 4, currentLocation: false,
    addressLine1: '5225 W Western Ave', addressLine2: 'Suite B', city: 'South Bend', state: 'IN' as const, zip: '46619', country: 'US',
    coordinates: { longitude: -86.3203, latitude: 41.6622 },
    salesPhone: '(574) 555-0175', servicePhone: '(574) 555-0176',
    email: 'south-bend@midwestmotorgroup.example', link: '/contact-us#south-bend', inventoryLink: '/cars-for-sale?store=south-bend',
    googleMapsLink: 'https://www.google.com/maps/dir/?api=1&destination=41.6622,-86.3203',
    salesHours: weekdays(9, 18, 16), serviceHours: weekdays(7.5, 17.5, 13),
  },
]
