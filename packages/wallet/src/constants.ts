/** The wallet the balance call asks for: `typeId=0`, every wallet of the member summed (docs/platform-calls.md, balance). */
export const BALANCE_TYPE_ID = 0;
/** The wallet row whose `availBalance` is what the member can play with now, where the answer lists rows. */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 2;
/** A balance answer is kept this long once nothing shows it, so moving between pages asks once. */
export const BALANCE_KEEP_S = 30;
/** Shown instead of the amount while the member keeps it hidden. */
export const HIDDEN_AMOUNT = '••••';
