/** The French mails of the auth module (text + simple HTML). */
import { mailHtml as html, mailText as text } from '../../platform/mail-layout.ts';
import { communityName } from '../../platform/community-name.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Bienvenue sur ${communityName()} ! Pour activer votre compte, confirmez votre adresse e-mail en ouvrant le lien ci-dessous. Il est valable 24 heures.`,
    'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message.',
  ];
  return {
    to,
    subject: 'Confirmez votre adresse',
    text: text(paragraphs, link),
    html: html(paragraphs, { label: 'Confirmer mon adresse', link }),
    link,
  };
}

export function signUpAttemptMail(
  to: string,
  firstName: string,
  links: { signIn: string; forgotPass: string },
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Quelqu’un (peut-être vous) a essayé de créer un compte Koinonia avec cette adresse, mais un compte existe déjà.',
    `Pour vous connecter : ${links.signIn}`,
    `Mot de passe oublié ? ${links.forgotPass}`,
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message : votre compte n’a pas été modifié.',
  ];
  return {
    to,
    subject: 'Tentative d’inscription avec votre adresse',
    text: text(paragraphs),
    html: html(paragraphs, { label: 'Me connecter', link: links.signIn }),
    link: links.signIn,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Vous avez demandé à réinitialiser votre mot de passe Koinonia. Ouvrez le lien ci-dessous pour en choisir un nouveau. Il est valable 1 heure et ne sert qu’une fois.',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  ];
  return {
    to,
    subject: 'Réinitialisez votre mot de passe',
    text: text(paragraphs, link),
    html: html(paragraphs, { label: 'Choisir un nouveau mot de passe', link }),
    link,
  };
}

export function unlockAccountMail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Plusieurs tentatives de connexion à votre compte Koinonia ont échoué : les prochains essais depuis la même connexion devront attendre de plus en plus longtemps.',
    'Si c’était vous, ouvrez le lien ci-dessous pour débloquer votre compte tout de suite. Il est valable 1 heure et ne sert qu’une fois.',
    'Si ce n’était pas vous, votre compte reste protégé ; vous pouvez aussi changer votre mot de passe.',
  ];
  return {
    to,
    subject: 'Débloquer mon compte',
    text: text(paragraphs, link),
    html: html(paragraphs, { label: 'Débloquer mon compte', link }),
    link,
  };
}

/** To the new address: the change takes effect when this link is opened. */
export function emailChangeMail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Vous avez demandé à utiliser cette adresse pour votre compte Koinonia. Ouvrez le lien ci-dessous pour la confirmer : le changement prendra effet à ce moment-là. Le lien est valable 24 heures.',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera.',
  ];
  return {
    to,
    subject: 'Confirmez votre nouvelle adresse',
    text: text(paragraphs, link),
    html: html(paragraphs, { label: 'Confirmer ma nouvelle adresse', link }),
    link,
  };
}

/** To the old address: a warning, with no link that could change anything. */
export function emailChangeWarningMail(
  to: string,
  firstName: string,
  newEmail: string,
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Une demande de changement de l’adresse de votre compte Koinonia vers ${newEmail} vient d’être faite. Elle prendra effet seulement quand le lien envoyé à cette nouvelle adresse sera ouvert.`,
    'Si ce n’était pas vous, changez tout de suite votre mot de passe dans les paramètres de votre compte : quelqu’un le connaît.',
  ];
  return {
    to,
    subject: 'Changement d’adresse e-mail demandé',
    text: text(paragraphs),
    html: html(paragraphs),
  };
}

/** After a change of password: the member learns it, and what to do if it was not them. */
export function passwordChangedMail(
  to: string,
  firstName: string,
  forgotPass: string,
): MailMessage {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Le mot de passe de votre compte Koinonia vient d’être modifié, et vos autres sessions ont été déconnectées.',
    `Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe : ${forgotPass}`,
  ];
  return {
    to,
    subject: 'Votre mot de passe a été modifié',
    text: text(paragraphs),
    html: html(paragraphs, { label: 'Choisir un nouveau mot de passe', link: forgotPass }),
    link: forgotPass,
  };
}
