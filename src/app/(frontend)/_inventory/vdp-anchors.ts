/** Where the vehicle page's "Check availability" goes: the test drive request, the page's form that asks the vehicle's store about it (decision 0250). */
export const CHECK_AVAILABILITY_HREF = '#test-drive'

/** The summary's element id: the phone's action bar shows once it has scrolled away (issue 21). */
export const SUMMARY_ID = 'vehicle-summary'
