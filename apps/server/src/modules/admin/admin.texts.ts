/** The admin module's French sentences (answers and mails). */
export const ADMIN_TEXTS = {
  adminsOnly: 'Cette page est réservée aux administrateurs de la communauté.',
  lastAdmin: 'Vous êtes le dernier administrateur : nommez-en un autre avant de retirer ce rôle.',
  memberNotFound: 'Membre introuvable.',
  alreadyVerified: 'L’adresse de ce membre est déjà confirmée.',
  accountGone:
    'Ce compte est fermé ou supprimé : aucun lien de confirmation ne peut lui être envoyé.',
  verificationSent: (email: string) => `Un nouveau lien de confirmation a été envoyé à ${email}.`,
  invitationSent: (email: string) => `Une invitation a été envoyée à ${email}.`,
  notYourLogo: "Ce logo n'a pas été envoyé par vous : envoyez l'image puis enregistrez.",
  signUpClosed:
    'Les inscriptions sont fermées pour le moment. Adressez-vous à un responsable de la communauté.',
  invitationRequired:
    'Les inscriptions se font sur invitation : ouvrez le lien reçu par e-mail pour créer votre compte.',
  invitationInvalid: 'Ce lien d’invitation est invalide, a expiré ou a déjà servi.',
  invitationMailSubject: (community: string) => `Invitation à rejoindre ${community}`,
  invitationMailBody: (community: string) =>
    `Vous êtes invité(e) à rejoindre ${community}. Ouvrez le lien ci-dessous pour créer votre compte. Il est valable 14 jours et ne sert qu’une fois.`,
  invitationMailAction: 'Créer mon compte',
} as const;
