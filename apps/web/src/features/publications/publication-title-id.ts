/** The id of a publication card's heading, which names its article (PublicationCard.tsx). */
export function publicationTitleId(publicationId: string): string {
  return `publication-${publicationId}`;
}
