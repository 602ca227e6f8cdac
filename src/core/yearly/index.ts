/** The yearly outlook (流年): the calculation, its refusal, its narrative template and its glossary. */
export { yearlyOutlook, birthYearOf, type YearlyOutlook, type YearlyQuery } from './outlook'
export { yearBeforeBirthMessage } from './texts'
export { yearlyNarrativeTemplate } from './narrative'
export { glossarySections } from './glossary'
