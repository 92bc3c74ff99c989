"""People: optional accounts (passwords hashed with argon2, sessions the holder can list
and revoke, recovery codes), the seats and history an account keeps, table chat and quick
reactions, and ratings from stored records (docs/people.md).

Tables play as before without any of this: an account only adds a lasting identity.
"""
