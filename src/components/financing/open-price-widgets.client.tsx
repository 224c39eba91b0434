'use client'

/**
 * The two widgets of a vehicle page whose price is open, the payment sliders and the out-the-door
 * figure, as one chunk (issue 40, decision 0341). They always show together and share the
 * financing domain (the estimate, the fees, the ZIP's state); loaded as two chunks, that shared code
 * went to the phone twice, about 3.5 kB compressed, in a file of its own.
 */
export { PaymentPanel } from './payment-panel.client'
export { OutTheDoorPrice } from './out-the-door.client'
