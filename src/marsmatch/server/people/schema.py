"""The people's tables, declared on the server's one SQLAlchemy ``Base`` so ``create_all``
makes them beside ``tables``, ``events`` and ``records`` on SQLite and PostgreSQL alike
(a database of an earlier server gets them at its next start).

Secrets are never stored as given: a password only as its argon2 hash, a session and a
recovery code only as the SHA-256 of a 256-bit (80-bit for codes) random value.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Float, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from ..db import Base


class AccountRow(Base):
    __tablename__ = "accounts"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    #: the sign-in name, lower case (unique)
    login: Mapped[str] = mapped_column(String(40), unique=True)
    display_name: Mapped[str] = mapped_column(String(40))
    language: Mapped[str] = mapped_column(String(10), default="en")
    #: argon2id hash (None: an account with passkeys only)
    password_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created_at: Mapped[float] = mapped_column(Float)


class SessionRow(Base):
    __tablename__ = "sessions"
    #: a public handle for listing and revoking (not the secret)
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    created_at: Mapped[float] = mapped_column(Float)
    last_seen: Mapped[float] = mapped_column(Float)
    #: the browser's User-Agent, shortened, so the holder recognises the device
    agent: Mapped[str] = mapped_column(String(160), default="")


class PasskeyRow(Base):
    """A WebAuthn credential (passkey) of an account: its id and public key only."""

    __tablename__ = "passkeys"
    credential_id: Mapped[str] = mapped_column(String(400), primary_key=True)  # base64url
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    public_key: Mapped[str] = mapped_column(Text)  # base64url of the COSE key
    sign_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[float] = mapped_column(Float)


class RecoveryCodeRow(Base):
    __tablename__ = "recovery_codes"
    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    used: Mapped[bool] = mapped_column(Boolean, default=False)


class AccountSeatRow(Base):
    """A seat taken while signed in: it follows the account to any device."""

    __tablename__ = "account_seats"
    __table_args__ = (UniqueConstraint("table_id", "seat"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    table_id: Mapped[str] = mapped_column(String(40), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    game: Mapped[str] = mapped_column(String(20))
    joined_at: Mapped[float] = mapped_column(Float)


class HostRow(Base):
    """A table's host: the seat its creator took (``join_as``); the host moderates the
    chat, signed in or not."""

    __tablename__ = "table_hosts"
    table_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)


class FriendRow(Base):
    """An account's friend (one way, like a contact list): their tables show first."""

    __tablename__ = "friends"
    __table_args__ = (UniqueConstraint("account_id", "friend_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    friend_id: Mapped[str] = mapped_column(String(32))
    added_at: Mapped[float] = mapped_column(Float)


class ChatRow(Base):
    """One chat line or quick reaction at a table, kept beside its records."""

    __tablename__ = "chat"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(String(40))
    #: the round being played when it was said (0: before the first deal)
    round: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(40))
    kind: Mapped[str] = mapped_column(String(8))  # "chat" | "react"
    text: Mapped[str] = mapped_column(Text)
    at: Mapped[float] = mapped_column(Float)
    #: hidden by the host (kept, not shown)
    hidden: Mapped[bool] = mapped_column(Boolean, default=False)


Index("ix_chat_table", ChatRow.table_id, ChatRow.id)


class ChatMuteRow(Base):
    """A seat whose chat the host muted at a table (until the host lets it talk again)."""

    __tablename__ = "chat_mutes"
    table_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)


class RatingRow(Base):
    __tablename__ = "ratings"
    __table_args__ = (UniqueConstraint("account_id", "game"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[str] = mapped_column(String(32), index=True)
    game: Mapped[str] = mapped_column(String(20), index=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    rounds: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[float] = mapped_column(Float)


class RatedRecordRow(Base):
    """A record whose round already counted in the ratings (each counts once)."""

    __tablename__ = "rated_records"
    record_id: Mapped[str] = mapped_column(String(60), primary_key=True)
    rated_at: Mapped[float] = mapped_column(Float)
