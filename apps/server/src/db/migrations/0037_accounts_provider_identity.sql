-- Hand-written (docs/decisions/0034-verified-badges.md): one Cofound member per provider identity.
-- better-auth checks before it links an identity, but two links of the same identity completing
-- at the same moment would both pass that check; the index makes the second fail.
CREATE UNIQUE INDEX accounts_provider_account_idx ON accounts (provider_id, account_id);
