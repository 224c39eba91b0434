/** Sample staff (site.md section 3: the live list is empty; sample entries exist). */
export const seedStaff = [
  { firstName: 'Dana', lastName: 'Kowalski', slug: 'dana-kowalski', department: 'management' as const, title: 'General Manager', phone: '(815) 555-0140', email: 'dana.kowalski@midwestmotorgroup.example', rating: 5 },
  { firstName: 'Luis', lastName: 'Herrera', slug: 'luis-herrera', department: 'sales' as const, title: 'Sales Consultant', phone: '(815) 555-0144', email: 'luis.herrera@midwestmotorgroup.example', rating: 4.9 },
  { firstName: 'Keisha', lastName: 'Moore', slug: 'keisha-moore', department: 'finance' as const, title: 'Finance Manager', phone: '(309) 555-0165', email: 'keisha.moore@midwestmotorgroup.example', rating: 4.8 },
  { firstName: 'Ryan', lastName: 'Schultz', slug: 'ryan-schultz', department: 'service' as const, title: 'Service Advisor', phone: '(219) 555-0119', email: 'ryan.schultz@midwestmotorgroup.example', rating: 4.7 },
  { firstName: 'Emily', lastName: 'Tran', slug: 'emily-tran', department: 'buying' as const, title: 'Vehicle Buyer', phone: '(574) 555-0178', email: 'emily.tran@midwestmotorgroup.example', rating: 4.9 },
]
