import type { Field } from 'payload'
// The domain owns the vocabulary (site.md section 3); the collection only mirrors it.
import { BODY_STYLES, CONDITIONS } from '@/domain/inventory/filters'
import { TRANSMISSIONS, VEHICLE_STATUSES } from '@/domain/vehicles/vehicle'
import { COLOR_LABELS, COLORS } from '@/domain/vehicles/color'
import { readVehiclePrice } from '@/access/vehicle-price-read'

const half = { width: '50%' }
const third = { width: '33%' }
/** Locked prices stay out of Payload's public REST and GraphQL answers (issue 15, decision 0185). */
const priceAccess = { read: readVehiclePrice }

export const vehicleFields: Field[] = [
  { name: 'title', type: 'text', admin: { readOnly: true, description: 'Year make model trim, filled in on save.' } },
  {
    type: 'row',
    fields: [
      {
        name: 'vin',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        minLength: 17,
        maxLength: 17,
        admin: { ...half, description: '17 characters; the check digit is verified.' },
      },
      {
        name: 'stockNumber',
        type: 'text',
        index: true,
        admin: { ...half, description: 'Dealer stock number; shoppers can search by it.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'condition',
        type: 'select',
        required: true,
        defaultValue: 'used',
        index: true,
        options: [...CONDITIONS],
        admin: {
          ...third,
          description: 'Only conditions listed as live in the dealership profile appear on the site.',
        },
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'available',
        index: true,
        options: [...VEHICLE_STATUSES],
        admin: { ...third, description: 'Sold and hidden vehicles leave the site.' },
      },
      {
        name: 'store',
        type: 'relationship',
        relationTo: 'locations',
        index: true,
        admin: { ...third, description: 'Store the vehicle is at.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'year',
        type: 'number',
        required: true,
        min: 1980,
        max: 2100,
        index: true,
        admin: { width: '25%', description: 'Model year.' },
      },
      { name: 'make', type: 'text', required: true, index: true, admin: { width: '25%', description: 'e.g. Toyota.' } },
      { name: 'model', type: 'text', required: true, index: true, admin: { width: '25%', description: 'e.g. Camry.' } },
      { name: 'trim', type: 'text', admin: { width: '25%', description: 'e.g. XLE; part of the page address.' } },
    ],
  },
  { name: 'modelYear', type: 'number', admin: { description: 'model_year from the feed; defaults to Year.' } },
  {
    type: 'row',
    fields: [
      {
        name: 'price',
        type: 'number',
        min: 0,
        index: true,
        access: priceAccess,
        admin: { ...third, description: 'Asking price in whole dollars. Empty shows "Call for pricing".' },
      },
      {
        name: 'oldPrice',
        type: 'number',
        min: 0,
        access: priceAccess,
        admin: {
          ...third,
          readOnly: true,
          description: 'The price before the latest drop, kept from the price history when Price is lowered.',
        },
      },
      {
        name: 'initPrice',
        type: 'number',
        min: 0,
        access: priceAccess,
        admin: { ...third, description: 'First advertised price (initPrice).' },
      },
    ],
  },
  {
    name: 'priceDrop',
    type: 'number',
    index: true,
    access: priceAccess,
    admin: {
      readOnly: true,
      description:
        'Old price minus price while the latest drop is inside the price-drop window of the dealership profile; 0 otherwise.',
    },
  },
  {
    // Issue 37 "Price history" (decision 0316): when the latest recorded change lowered the price.
    name: 'priceDroppedAt',
    type: 'date',
    access: priceAccess,
    admin: {
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'When the price was last lowered; empty once it is raised again. Set from the price history.',
    },
  },
  {
    type: 'row',
    fields: [
      { name: 'mileage', type: 'number', min: 0, index: true, admin: { ...third, description: 'Odometer miles.' } },
      {
        name: 'bodystyle',
        type: 'select',
        index: true,
        options: [...BODY_STYLES],
        admin: { ...third, description: 'Body style used by the search filters.' },
      },
      { name: 'doors', type: 'number', min: 0, max: 6, admin: { ...third, description: 'Number of doors.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'transmission',
        type: 'select',
        options: [...TRANSMISSIONS],
        admin: { ...third, description: 'Transmission type.' },
      },
      { name: 'drivetrain', type: 'text', admin: { ...third, description: 'FWD, RWD, AWD or 4WD.' } },
      { name: 'fuelType', type: 'text', admin: { ...third, description: 'e.g. Gasoline, Hybrid, Diesel, Electric.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'exteriorColor', type: 'text', admin: { ...third, description: 'Paint colour.' } },
      { name: 'interiorColor', type: 'text', admin: { ...third, description: 'Upholstery colour.' } },
      {
        // The color filter's value (issue 38, decision 0322), read from the paint name on every save;
        // its partial index is written by hand in the migration (available vehicles only).
        name: 'color',
        type: 'select',
        options: COLORS.map((value) => ({ value, label: COLOR_LABELS[value] })),
        admin: { ...third, readOnly: true, description: 'Filled in on save from the exterior color.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'engine', type: 'text', admin: { ...third, description: 'e.g. 2.5L I4.' } },
      { name: 'cityMpg', type: 'number', min: 0, admin: { ...third, description: 'City MPG.' } },
      { name: 'highwayMpg', type: 'number', min: 0, admin: { ...third, description: 'Highway MPG.' } },
    ],
  },
  { name: 'oem', type: 'text', admin: { description: 'Manufacturer (OEM) name when it differs from the make.' } },
  {
    name: 'standardFeatures',
    type: 'text',
    hasMany: true,
    admin: { description: 'Features shown on the detail page and offered as search filters.' },
  },
  {
    name: 'optionalFeatures',
    type: 'text',
    hasMany: true,
    admin: { description: 'Installed options; also searchable and filterable.' },
  },
  {
    type: 'collapsible',
    label: 'Images',
    admin: {
      description:
        "Image sources in the spec's priority: stock (Evox) photos first for new vehicles, the dealer's own photos first for used ones.",
    },
    fields: [
      { name: 'previewImage', type: 'text', admin: { description: 'URL of the photo shown on search result cards.' } },
      {
        name: 'additionalImages',
        type: 'text',
        hasMany: true,
        admin: { description: "URLs of the dealer's photos, in gallery order." },
      },
      { name: 'evoxImages', type: 'text', hasMany: true, admin: { description: 'URLs of stock photos (Evox).' } },
      { name: 'imageCustomBg', type: 'text', admin: { description: 'URL of a photo on a custom background.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'premiumUpgrade',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { ...third, description: 'Shows the "Premium upgrade" badge and the Premium Upgrades filter.' },
      },
      {
        name: 'private',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { ...third, description: 'Listed only to visitors who unlocked the private inventory.' },
      },
      {
        name: 'dateInStock',
        type: 'date',
        index: true,
        admin: { ...third, description: 'Sorts "Newest" and "Oldest".' },
      },
    ],
  },
  {
    // Keyword search (header 'Search by keyword', issue 3): make, model, trim, features, stock number
    // and VIN in one column, so one GIN index serves the search (docs/decisions/0011).
    name: 'searchText',
    type: 'text',
    admin: { hidden: true, description: 'Filled in on save from make, model, trim, features, stock number and VIN.' },
  },
]
