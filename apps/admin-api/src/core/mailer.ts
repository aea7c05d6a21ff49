// Outgoing mail: SMTP through nodemailer when configured (SMTP_URL). Without it nothing is sent: a development or
// demo server writes each message to the log (the reset link a local user needs), any other server logs only that
// a message was dropped — never its text, which holds a live password-reset token.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** A development or demo server may show mail (and its reset tokens) in the log; anything else may not. */
export function mayLogMailText(env: { nodeEnv?: string; demoData: boolean }): boolean {
  return env.demoData || env.nodeEnv === 'development';
}

export const NO_SMTP_WARNING = 'SMTP_URL is not set: no mail is sent. Password-reset links do not reach anyone';

/** Without SMTP: said loudly at start, and each message goes to the log only where `showText` allows it. */
export function logMailer(log: FastifyBaseLogger, showText: boolean): Mailer {
  log.warn(showText ? `${NO_SMTP_WARNING}; this development/demo server writes each mail, link included, to this log.` : `${NO_SMTP_WARNING}; set SMTP_URL (smtp://user:pass@host:port).`);
  return {
    async send(message) {
      if (showText) log.info({ to: message.to, subject: message.subject }, `mail (no SMTP configured):\n${message.text}`);
      else log.warn({ to: message.to, subject: message.subject }, 'mail dropped: SMTP_URL is not set (its text is not logged: it may hold a live token)');
    },
  };
}
