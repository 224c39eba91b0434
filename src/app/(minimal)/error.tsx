'use client'
// The same 500 page as the rest of the site (visitor-layer.md section 8), inside this root layout.
export { default } from '../(frontend)/error'
