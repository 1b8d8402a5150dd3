/** The id of a figure's description paragraph, for the `<figure>`'s `aria-describedby` (Describe.astro). */
export const describedBy = (id: string): string => `${id}-description`;
