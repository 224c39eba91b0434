import type { Field } from 'payload'

/** One menu item (site.md section 3, "Menu item": name, description, href, childrens). */
const itemFields = (withChildren: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true, admin: { description: 'The link text shoppers see.' } },
      {
        name: 'href',
        type: 'text',
        required: true,
        admin: { description: 'Where it leads, e.g. /cars-for-sale/suvs. Start with / for pages of this site.' },
      },
    ],
  },
  { name: 'description', type: 'text', admin: { description: 'Optional short line under the name in the open menu.' } },
  ...(withChildren
    ? [
        {
          name: 'children',
          type: 'array',
          labels: { singular: 'Sub-item', plural: 'Sub-items' },
          admin: {
            description: 'Links in the drop-down under this item. Leave empty for a plain link.',
            initCollapsed: true,
          },
          fields: itemFields(false),
        } as Field,
      ]
    : []),
]

export function menuField(name: string, label: string, description: string, withChildren = true): Field {
  return {
    name,
    label,
    type: 'array',
    admin: { description, initCollapsed: true },
    labels: { singular: 'Item', plural: 'Items' },
    fields: itemFields(withChildren),
  }
}
