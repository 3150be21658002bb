import { useVouchers } from '../api/get-vouchers';
import '../../../styles/admin-vouchers.css';
import { AdminList } from './admin-list';
import { VoucherCreateForm } from './voucher-create-form';
import { VoucherItem } from './voucher-item';

/** Vouchers: create one, then every voucher with its uses and redeemers; revoke with a reason. */
export function VouchersTab() {
  const vouchers = useVouchers();
  return (
    <section aria-labelledby="admin-vouchers-title">
      <h2 id="admin-vouchers-title">Vouchers</h2>
      <VoucherCreateForm />
      <AdminList
        query={vouchers}
        what="vouchers"
        items={(data) => data.vouchers}
        empty="No vouchers yet."
        summary={(data) => `${data.total_count} ${data.total_count === 1 ? 'voucher' : 'vouchers'}`}
      >
        {(voucher) => <VoucherItem key={voucher.code} voucher={voucher} />}
      </AdminList>
    </section>
  );
}
