/** The yearly outlook (流年): the calculation, its refusal, its narrative template and its glossary. */
export { yearlyOutlook, birthYearOf, interactionName, type OutlookInteraction, type YearlyOutlook } from './outlook'
export { yearlyRefusals } from './refusals'
export { yearlyNarrativeTemplate } from './narrative'
export { glossarySections } from './glossary'
