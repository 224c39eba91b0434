export const seedBodyStyles = [
  { name: 'SUVs', value: 'suvs' as const, icon: 'suv' },
  { name: 'Sedans', value: 'sedans' as const, icon: 'sedan' },
  { name: 'Trucks', value: 'trucks' as const, icon: 'truck' },
  { name: 'Minivans', value: 'minivans' as const, icon: 'minivan' },
  { name: 'Hatchbacks', value: 'hatchbacks' as const, icon: 'hatchback' },
  { name: 'Wagons', value: 'wagons' as const, icon: 'wagon' },
  { name: 'Coupes', value: 'coupes' as const, icon: 'coupe' },
  { name: 'Convertibles', value: 'convertibles' as const, icon: 'convertible' },
  { name: 'Commercial', value: 'commercial' as const, icon: 'van' },
]
