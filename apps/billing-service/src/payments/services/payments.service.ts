import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { PaymentDto } from '@mpu/contracts';
import type { InvoicePayment } from '../../subscriptions/services/stripe-mapping.util';
import { PaymentEntity } from '../entities/payment.entity';

/** How many payments the history shows (a month each: more than eight years). */
const HISTORY_LENGTH = 100;

/** The payment history (spec 3 §2.6), one row per Stripe invoice, kept up to date by invoice events. */
@Injectable()
export class PaymentsService {
  constructor(@InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>) {}

  async list(userId: string): Promise<PaymentDto[]> {
    const rows = await this.payments.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: HISTORY_LENGTH,
    });
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      periodStart: row.periodStart?.toISOString() ?? null,
      periodEnd: row.periodEnd?.toISOString() ?? null,
      amount: row.amountCents,
      currency: row.currency,
      status: row.status,
      invoiceUrl: row.invoiceUrl,
    }));
  }

  /** Inserts the invoice's payment or updates it (a failed attempt later paid becomes paid). */
  async record(manager: EntityManager, userId: string, payment: InvoicePayment): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEntity)
      .values({
        userId,
        stripeInvoiceId: payment.stripeInvoiceId,
        createdAt: payment.createdAt,
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: payment.status,
        invoiceUrl: payment.invoiceUrl,
      })
      .orUpdate(
        ['period_start', 'period_end', 'amount_cents', 'currency', 'status', 'invoice_url', 'updated_at'],
        ['stripe_invoice_id'],
      )
      .execute();
  }
}
