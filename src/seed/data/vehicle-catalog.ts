/**
 * Makes and models of the demo inventory, with the facts a listing shows. Prices are typical
 * new prices in dollars; the generator depreciates them by age and mileage.
 */
export type CatalogModel = {
  make: string
  model: string
  bodystyle: 'suvs' | 'sedans' | 'wagons' | 'coupes' | 'convertibles' | 'hatchbacks' | 'trucks' | 'minivans' | 'commercial'
  wmi: string
  msrp: number
  trims: string[]
  engine: string
  drivetrains: string[]
  fuelType: string
  mpg: [number, number]
  doors: number
}

export const CATALOG: CatalogModel[] = [
  { make: 'Honda', model: 'Accord', bodystyle: 'sedans', wmi: '1HG', msrp: 29000, trims: ['LX', 'Sport', 'EX-L', 'Touring'], engine: '1.5L I4 Turbo', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [29, 37], doors: 4 },
  { make: 'Honda', model: 'Civic', bodystyle: 'sedans', wmi: '2HG', msrp: 25000, trims: ['LX', 'Sport', 'EX'], engine: '2.0L I4', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [31, 40], doors: 4 },
  { make: 'Honda', model: 'CR-V', bodystyle: 'suvs', wmi: '7FA', msrp: 32000, trims: ['LX', 'EX', 'EX-L', 'Touring'], engine: '1.5L I4 Turbo', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [28, 34], doors: 4 },
  { make: 'Honda', model: 'Odyssey', bodystyle: 'minivans', wmi: '5FN', msrp: 39000, trims: ['EX', 'EX-L', 'Touring'], engine: '3.5L V6', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [19, 28], doors: 4 },
  { make: 'Toyota', model: 'Camry', bodystyle: 'sedans', wmi: '4T1', msrp: 28000, trims: ['LE', 'SE', 'XLE', 'XSE'], engine: '2.5L I4', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [28, 39], doors: 4 },
  { make: 'Toyota', model: 'Corolla', bodystyle: 'sedans', wmi: '2T1', msrp: 23000, trims: ['L', 'LE', 'SE'], engine: '1.8L I4', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [30, 38], doors: 4 },
  { make: 'Toyota', model: 'RAV4', bodystyle: 'suvs', wmi: '2T3', msrp: 31000, trims: ['LE', 'XLE', 'Limited'], engine: '2.5L I4', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [27, 35], doors: 4 },
  { make: 'Toyota', model: 'Highlander', bodystyle: 'suvs', wmi: '5TD', msrp: 40000, trims: ['LE', 'XLE', 'Limited'], engine: '3.5L V6', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [21, 29], doors: 4 },
  { make: 'Toyota', model: 'Tacoma', bodystyle: 'trucks', wmi: '3TM', msrp: 35000, trims: ['SR', 'SR5', 'TRD Off-Road'], engine: '3.5L V6', drivetrains: ['RWD', '4WD'], fuelType: 'Gasoline', mpg: [18, 22], doors: 4 },
  { make: 'Toyota', model: 'Sienna', bodystyle: 'minivans', wmi: '5TD', msrp: 40000, trims: ['LE', 'XLE'], engine: '2.5L I4 Hybrid', drivetrains: ['FWD', 'AWD'], fuelType: 'Hybrid', mpg: [36, 36], doors: 4 },
  { make: 'Ford', model: 'F-150', bodystyle: 'trucks', wmi: '1FT', msrp: 45000, trims: ['XL', 'XLT', 'Lariat'], engine: '3.5L V6 EcoBoost', drivetrains: ['RWD', '4WD'], fuelType: 'Gasoline', mpg: [18, 24], doors: 4 },
  { make: 'Ford', model: 'Escape', bodystyle: 'suvs', wmi: '1FM', msrp: 29000, trims: ['S', 'SE', 'Titanium'], engine: '1.5L I3 EcoBoost', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [27, 34], doors: 4 },
  { make: 'Ford', model: 'Explorer', bodystyle: 'suvs', wmi: '1FM', msrp: 40000, trims: ['XLT', 'Limited', 'ST'], engine: '2.3L I4 EcoBoost', drivetrains: ['RWD', '4WD'], fuelType: 'Gasoline', mpg: [21, 28], doors: 4 },
  { make: 'Ford', model: 'Mustang', bodystyle: 'coupes', wmi: '1FA', msrp: 33000, trims: ['EcoBoost', 'GT'], engine: '5.0L V8', drivetrains: ['RWD'], fuelType: 'Gasoline', mpg: [15, 24], doors: 2 },
  { make: 'Ford', model: 'Transit', bodystyle: 'commercial', wmi: '1FT', msrp: 46000, trims: ['Cargo 150', 'Cargo 250'], engine: '3.5L V6', drivetrains: ['RWD'], fuelType: 'Gasoline', mpg: [15, 19], doors: 4 },
  { make: 'Chevrolet', model: 'Silverado 1500', bodystyle: 'trucks', wmi: '1GC', msrp: 44000, trims: ['WT', 'LT', 'RST', 'LTZ'], engine: '5.3L V8', drivetrains: ['RWD', '4WD'], fuelType: 'Gasoline', mpg: [16, 21], doors: 4 },
  { make: 'Chevrolet', model: 'Equinox', bodystyle: 'suvs', wmi: '3GN', msrp: 28000, trims: ['LS', 'LT', 'Premier'], engine: '1.5L I4 Turbo', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [26, 31], doors: 4 },
  { make: 'Chevrolet', model: 'Malibu', bodystyle: 'sedans', wmi: '1G1', msrp: 25000, trims: ['LS', 'LT', 'Premier'], engine: '1.5L I4 Turbo', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [29, 36], doors: 4 },
  { make: 'Chevrolet', model: 'Camaro', bodystyle: 'convertibles', wmi: '1G1', msrp: 38000, trims: ['1LT', '2SS'], engine: '6.2L V8', drivetrains: ['RWD'], fuelType: 'Gasoline', mpg: [16, 24], doors: 2 },
  { make: 'Jeep', model: 'Grand Cherokee', bodystyle: 'suvs', wmi: '1C4', msrp: 42000, trims: ['Laredo', 'Limited', 'Overland'], engine: '3.6L V6', drivetrains: ['4WD'], fuelType: 'Gasoline', mpg: [19, 26], doors: 4 },
  { make: 'Jeep', model: 'Wrangler', bodystyle: 'suvs', wmi: '1C4', msrp: 36000, trims: ['Sport', 'Sahara', 'Rubicon'], engine: '3.6L V6', drivetrains: ['4WD'], fuelType: 'Gasoline', mpg: [17, 25], doors: 4 },
  { make: 'Ram', model: '1500', bodystyle: 'trucks', wmi: '1C6', msrp: 46000, trims: ['Tradesman', 'Big Horn', 'Laramie'], engine: '5.7L V8 HEMI', drivetrains: ['RWD', '4WD'], fuelType: 'Gasoline', mpg: [17, 23], doors: 4 },
  { make: 'Chrysler', model: 'Pacifica', bodystyle: 'minivans', wmi: '2C4', msrp: 41000, trims: ['Touring', 'Touring L', 'Limited'], engine: '3.6L V6', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [19, 28], doors: 4 },
  { make: 'Nissan', model: 'Altima', bodystyle: 'sedans', wmi: '1N4', msrp: 27000, trims: ['S', 'SV', 'SR', 'SL'], engine: '2.5L I4', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [27, 39], doors: 4 },
  { make: 'Nissan', model: 'Rogue', bodystyle: 'suvs', wmi: '5N1', msrp: 30000, trims: ['S', 'SV', 'SL'], engine: '1.5L I3 Turbo', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [30, 37], doors: 4 },
  { make: 'Hyundai', model: 'Elantra', bodystyle: 'sedans', wmi: '5NP', msrp: 22000, trims: ['SE', 'SEL', 'Limited'], engine: '2.0L I4', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [32, 41], doors: 4 },
  { make: 'Hyundai', model: 'Tucson', bodystyle: 'suvs', wmi: '5NM', msrp: 29000, trims: ['SE', 'SEL', 'Limited'], engine: '2.5L I4', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [25, 32], doors: 4 },
  { make: 'Kia', model: 'Sorento', bodystyle: 'suvs', wmi: '5XY', msrp: 33000, trims: ['LX', 'S', 'EX'], engine: '2.5L I4', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [24, 29], doors: 4 },
  { make: 'Kia', model: 'Soul', bodystyle: 'hatchbacks', wmi: 'KND', msrp: 21000, trims: ['LX', 'S', 'GT-Line'], engine: '2.0L I4', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [28, 33], doors: 4 },
  { make: 'Subaru', model: 'Outback', bodystyle: 'wagons', wmi: '4S4', msrp: 31000, trims: ['Base', 'Premium', 'Limited'], engine: '2.5L H4', drivetrains: ['AWD'], fuelType: 'Gasoline', mpg: [26, 33], doors: 4 },
  { make: 'Volkswagen', model: 'Golf', bodystyle: 'hatchbacks', wmi: '3VW', msrp: 24000, trims: ['S', 'SE'], engine: '1.4L I4 Turbo', drivetrains: ['FWD'], fuelType: 'Gasoline', mpg: [29, 36], doors: 4 },
  { make: 'Mazda', model: 'CX-5', bodystyle: 'suvs', wmi: 'JM3', msrp: 30000, trims: ['Sport', 'Touring', 'Grand Touring'], engine: '2.5L I4', drivetrains: ['FWD', 'AWD'], fuelType: 'Gasoline', mpg: [25, 31], doors: 4 },
  { make: 'BMW', model: '3 Series', bodystyle: 'sedans', wmi: 'WBA', msrp: 44000, trims: ['330i', '330i xDrive', 'M340i'], engine: '2.0L I4 Turbo', drivetrains: ['RWD', 'AWD'], fuelType: 'Gasoline', mpg: [26, 36], doors: 4 },
  { make: 'GMC', model: 'Sierra 1500', bodystyle: 'trucks', wmi: '1GT', msrp: 48000, trims: ['SLE', 'SLT', 'Denali'], engine: '5.3L V8', drivetrains: ['4WD'], fuelType: 'Gasoline', mpg: [16, 20], doors: 4 },
]

export const COLORS = ['Black', 'White', 'Silver', 'Gray', 'Blue', 'Red', 'Green', 'Brown']
export const INTERIORS = ['Black', 'Gray', 'Beige', 'Brown']
export const FEATURES = ['Backup Camera', 'Bluetooth', 'Apple CarPlay', 'Android Auto', 'Heated Seats', 'Leather Seats', 'Sunroof', 'Navigation', 'Blind Spot Monitor', 'Remote Start', 'Third Row Seating', 'Tow Package', 'Adaptive Cruise Control', 'Lane Keep Assist', 'Keyless Entry']
