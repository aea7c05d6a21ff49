// Outgoing mail: SMTP through nodemailer when configured, otherwise the server log (local use).
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

/** Without SMTP a local user still needs the reset link: it goes to the log. */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, `mail (no SMTP configured):\n${message.text}`);
    },
  };
}
