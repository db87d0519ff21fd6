/** Core's field names for an inspection's refusals, as the form names them (placeholder until the planner lands). */
export const formFieldOfInspection = (field: string): string => field
