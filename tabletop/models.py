"""Tables, their seats and their moves; players (guests, optionally linked to an account).

The game state is plain JSON owned by the game's engine; the platform stores it and a version
that grows with every change of the table (a seat taken, the start, each move), so a client or a
bot job can say which position it acted on.
"""
import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from tabletop.storedjson import Encoder


class Player(models.Model):
    """Someone at the tables: a guest known by the session, or linked to a Django account."""

    name = models.CharField(_("name"), max_length=40)
    user = models.OneToOneField(settings.AUTH_USER_MODEL, null=True, blank=True,
                                on_delete=models.SET_NULL, verbose_name=_("account"))
    created = models.DateTimeField(_("created"), auto_now_add=True)
    # An account's choice: an email when a decision waits on them (tabletop.notices).
    turn_emails = models.BooleanField(_("email me when it is my turn"), default=False)

    class Meta:
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self):
        return self.name


class Table(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", _("open")
        ACTIVE = "active", _("active")
        FINISHED = "finished", _("finished")

    game = models.CharField(_("game"), max_length=40)
    options = models.JSONField(_("options"), default=dict, encoder=Encoder)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.OPEN)
    version = models.PositiveIntegerField(_("version"), default=0)
    state = models.JSONField(_("state"), null=True, blank=True, encoder=Encoder)
    seed = models.BigIntegerField(_("seed"))
    # A bot or automaton owes a move: what the sweeper looks for, without asking every engine.
    bot_turn = models.BooleanField(_("waiting on a bot"), default=False)
    # Minutes a person may leave a decision open before a bot plays their seat; None: never.
    away_minutes = models.PositiveSmallIntegerField(_("a bot plays an absent seat after (minutes)"),
                                                    null=True, blank=True)
    # A turn-based table: minutes each decision may take before its seat's time bank runs down;
    # None: a real-time table. What happens to a seat whose time runs out: `on_timeout`.
    move_minutes = models.PositiveIntegerField(_("time per move (minutes)"), null=True, blank=True)
    bank_minutes = models.PositiveIntegerField(_("time bank (minutes)"), default=0)

    class OnTimeout(models.TextChoices):
        BOT = "bot", _("a bot takes the seat")
        FORFEIT = "forfeit", _("the player forfeits")

    on_timeout = models.CharField(_("when time runs out"), max_length=10, choices=OnTimeout.choices,
                                  default=OnTimeout.BOT)
    # The seat that may take back the latest move now (services.undo), None for no one: read by
    # every render, so it is kept here rather than asked of the moves.
    undo_seat = models.PositiveSmallIntegerField(_("seat that may take back a move"), null=True, blank=True)
    # How many TableEvents the table has: a board reads them only when there are some, so a
    # move's broadcast of a table without seat changes reads nothing.
    told = models.PositiveIntegerField(_("seat changes told"), default=0)
    # Whether people without a seat may write in the table's chat (the host may turn it off).
    spectator_chat = models.BooleanField(_("spectators may chat"), default=True)
    host = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="hosted_tables", verbose_name=_("host"))
    # The API's credential of a host who holds no seat (a table created with bots only).
    host_token = models.CharField(_("host API token"), max_length=64, null=True, blank=True, unique=True)
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)
    # When the game started, by the seats' clocks: the first question's time (services.undo).
    started = models.DateTimeField(_("started"), null=True, blank=True)

    class Meta:
        verbose_name = _("table")
        verbose_name_plural = _("tables")
        indexes = [models.Index(fields=["status", "bot_turn"])]

    def __str__(self):
        return f"{self.game} #{self.pk}"


def new_token() -> str:
    return secrets.token_urlsafe(24)


class Seat(models.Model):
    class Kind(models.TextChoices):
        OPEN = "open", _("open")
        HUMAN = "human", _("human")
        BOT = "bot", _("bot")
        AUTOMATON = "automaton", _("automaton")

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats", verbose_name=_("table"))
    index = models.PositiveSmallIntegerField(_("index"))
    role = models.CharField(_("role"), max_length=40)
    kind = models.CharField(_("kind"), max_length=10, choices=Kind.choices, default=Kind.OPEN)
    # bots/levels.py: 0 random (tests, load), 1 easy, 2 normal, 3 strong.
    level = models.PositiveSmallIntegerField(_("bot level"), default=2)
    # The human who sits here; kept while a bot stands in, so they can take the seat back.
    player = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="seats", verbose_name=_("player"))
    # The API credential of one person's tenure of this seat: a new holder gets a new token, and
    # the seat's token dies when its holder leaves (None while nobody holds the seat).
    token = models.CharField(_("API token"), max_length=64, null=True, blank=True, unique=True)
    # The decision this seat is asked (a digest of its prompt, "" for none) and the table version
    # since which it has been asked unchanged: a choice sent against any version from then on
    # answers the same question, so it still counts (services.play).
    prompt_key = models.CharField(_("prompt digest"), max_length=64, blank=True, default="")
    prompt_since = models.PositiveIntegerField(_("prompt asked since version"), null=True, blank=True)
    # When a bot takes over this seat if its person leaves the question open (Table.away_minutes).
    overdue_at = models.DateTimeField(_("a bot takes over at"), null=True, blank=True, db_index=True)
    # Since when the seat owes its decision (kept while the question changes until it acts), and
    # on a turn-based table what is left of its time bank: overdue_at is then asked_at + the
    # table's move_minutes + the bank (tabletop.clocks).
    asked_at = models.DateTimeField(_("asked since"), null=True, blank=True, db_index=True)
    bank_seconds = models.PositiveIntegerField(_("time bank left (seconds)"), default=0)
    # A your-turn email went out for the decision owed now (tabletop.notices); cleared when the
    # seat acts, so a person gets at most one per table until they have played.
    turn_mailed = models.BooleanField(_("your-turn email sent"), default=False)
    # The seat's person ran out of time and forfeited: a bot plays on, and it is not theirs to take back.
    forfeited = models.BooleanField(_("forfeited"), default=False)

    class Meta:
        verbose_name = _("seat")
        verbose_name_plural = _("seats")
        ordering = ["table", "index"]
        constraints = [models.UniqueConstraint(fields=["table", "index"], name="seat_unique_index")]

    def __str__(self):
        return f"{self.table} seat {self.index} ({self.role})"

    @property
    def plays_itself(self) -> bool:
        """A bot or an automaton: the worker moves for it."""
        return self.kind in (self.Kind.BOT, self.Kind.AUTOMATON)


class Move(models.Model):
    """One applied choice. Append-only; `version` is the table version it produced. A move
    taken back (services.undo) stays, marked with the version that took it back: replaying a
    table applies only the moves not taken back (`Move.live`)."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="moves", verbose_name=_("table"))
    version = models.PositiveIntegerField(_("version"))
    seat = models.PositiveSmallIntegerField(_("seat"))
    option = models.CharField(_("option"), max_length=200)
    events = models.JSONField(_("events"), default=list, encoder=Encoder)
    by_bot = models.BooleanField(_("played by a bot"), default=False)
    # What a search bot weighed (options, playouts, estimate): it depends on the bot's hidden
    # cards, so it is shown only once the table is finished.
    note = models.JSONField(_("bot's reasoning"), null=True, blank=True, encoder=Encoder)
    # Whether the game lets its seat take it back (Game.undoable: it revealed nothing); judged
    # for a person's moves only, since a bot never takes one back.
    undoable = models.BooleanField(_("may be taken back"), default=False)
    undone_at_version = models.PositiveIntegerField(_("taken back at version"), null=True, blank=True)
    created = models.DateTimeField(_("time"), auto_now_add=True)

    @classmethod
    def live(cls, table_id: int):
        """The moves of a table that stand (not taken back), in order: what a replay applies."""
        return cls.objects.filter(table_id=table_id, undone_at_version__isnull=True).order_by("version")

    class Meta:
        verbose_name = _("move")
        verbose_name_plural = _("moves")
        ordering = ["table", "version"]
        constraints = [models.UniqueConstraint(fields=["table", "version"], name="move_unique_version")]

    def __str__(self):
        return f"{self.table} v{self.version}: seat {self.seat} {self.option}"


class TableEvent(models.Model):
    """Something the platform did to a table, told in its log beside the game's own lines: a
    seat handed to a bot, taken back, or taken over by a bot because its player was away."""

    class Kind(models.TextChoices):
        TO_BOT = "to_bot", _("handed to a bot")
        TAKEN_BACK = "taken_back", _("taken back")
        AWAY = "away", _("taken over by a bot")
        UNDONE = "undone", _("a move taken back")
        TIMEOUT = "timeout", _("out of time, taken over by a bot")
        FORFEIT = "forfeit", _("out of time, forfeited")

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="events", verbose_name=_("table"))
    version = models.PositiveIntegerField(_("version"))
    kind = models.CharField(_("kind"), max_length=12, choices=Kind.choices)
    seat = models.PositiveSmallIntegerField(_("seat"))
    # The seat's person at the time, and who made the change (None: the platform itself).
    player = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                               verbose_name=_("player"))
    by = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                           verbose_name=_("by"))
    minutes = models.PositiveSmallIntegerField(_("minutes"), null=True, blank=True)
    # How many entries the game's log held then: the line's place among the game's lines.
    log_at = models.PositiveIntegerField(_("place in the game log"), default=0)
    created = models.DateTimeField(_("time"), auto_now_add=True)

    class Meta:
        verbose_name = _("table event")
        verbose_name_plural = _("table events")
        ordering = ["table", "version"]

    def __str__(self):
        return f"{self.table} v{self.version}: seat {self.seat} {self.kind}"


class ChatMessage(models.Model):
    """A line of a table's chat, written by a person (never a bot), kept with the table and
    shown in its replay. The host or staff may hide it: it stays stored, shown to nobody."""

    MAX_LENGTH = 300

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="chat", verbose_name=_("table"))
    player = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                               verbose_name=_("player"))
    # The writer's name then, and their seat (None: a spectator): a name changed later leaves
    # the line as it was read.
    name = models.CharField(_("name"), max_length=40)
    seat = models.PositiveSmallIntegerField(_("seat"), null=True, blank=True)
    text = models.CharField(_("text"), max_length=MAX_LENGTH)
    # The table's version when it was written: its place among the moves in the replay.
    version = models.PositiveIntegerField(_("version"))
    hidden = models.BooleanField(_("hidden"), default=False)
    hidden_by = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                  verbose_name=_("hidden by"))
    created = models.DateTimeField(_("time"), auto_now_add=True)

    class Meta:
        verbose_name = _("chat message")
        verbose_name_plural = _("chat messages")
        ordering = ["table", "id"]

    def __str__(self):
        return f"{self.table} {self.name}: {self.text[:40]}"


class Rating(models.Model):
    """A Glicko-2 rating (tabletop.ratings) in one game: of an account, or of a bot level, which
    is rated as a player of its own, so a level's strength reads as a number people know."""

    game = models.CharField(_("game"), max_length=40)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
                             related_name="ratings", verbose_name=_("account"))
    bot_level = models.PositiveSmallIntegerField(_("bot level"), null=True, blank=True)
    rating = models.FloatField(_("rating"), default=1500.0)
    rd = models.FloatField(_("rating deviation"), default=350.0)
    vol = models.FloatField(_("volatility"), default=0.06)
    games = models.PositiveIntegerField(_("games rated"), default=0)
    updated = models.DateTimeField(_("updated"), auto_now=True)

    class Meta:
        verbose_name = _("rating")
        verbose_name_plural = _("ratings")
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="rating_unique_user"),
            models.UniqueConstraint(fields=["game", "bot_level"], name="rating_unique_bot_level"),
            models.CheckConstraint(condition=models.Q(user__isnull=True) ^ models.Q(bot_level__isnull=True),
                                   name="rating_user_or_bot_level"),
        ]

    def __str__(self):
        return f"{self.game} {self.user or self.bot_level}: {self.rating:.0f}"


class RatingChange(models.Model):
    """What one finished table did to a seat's rating: kept once per table and seat, so a game
    is rated once, and a profile can show each game's change."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="rating_changes", verbose_name=_("table"))
    seat = models.PositiveSmallIntegerField(_("seat"))
    rating = models.ForeignKey(Rating, on_delete=models.CASCADE, related_name="changes", verbose_name=_("rating"))
    before = models.FloatField(_("before"))
    after = models.FloatField(_("after"))
    created = models.DateTimeField(_("time"), auto_now_add=True)

    class Meta:
        verbose_name = _("rating change")
        verbose_name_plural = _("rating changes")
        constraints = [models.UniqueConstraint(fields=["table", "seat"], name="rating_change_unique_seat")]

    def __str__(self):
        return f"{self.table} seat {self.seat}: {self.before:.0f} -> {self.after:.0f}"


class Analysis(models.Model):
    """A finished table's post-game analysis (tabletop.analysis, bots/analysis.py): one per table,
    asked for once and run by a bot worker at low priority. `decisions` grows as the worker goes
    (a worker that dies leaves it to another, which goes on from there)."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("queued")
        RUNNING = "running", _("running")
        DONE = "done", _("done")
        FAILED = "failed", _("failed")

    table = models.OneToOneField(Table, on_delete=models.CASCADE, related_name="analysis", verbose_name=_("table"))
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.QUEUED)
    requested_by = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                     verbose_name=_("asked for by"))
    # Seconds the bot thinks per decision, set by the worker that first takes it up (the strong
    # level's, unless its settings say otherwise).
    think = models.FloatField(_("think time per decision"), null=True, blank=True)
    # Per decision analysed, in game order: {"move", "seat", "option", "best", "before", "after"}.
    decisions = models.JSONField(_("decisions"), default=list, encoder=Encoder)
    total = models.PositiveIntegerField(_("decisions to analyse"), default=0)
    error = models.TextField(_("error"), blank=True, default="")
    created = models.DateTimeField(_("created"), auto_now_add=True)
    # Renewed by the worker with every decision: a running analysis not renewed for long lost
    # its worker.
    updated = models.DateTimeField(_("updated"), auto_now=True, db_index=True)

    class Meta:
        verbose_name = _("analysis")
        verbose_name_plural = _("analyses")
        indexes = [models.Index(fields=["status", "created"])]

    def __str__(self):
        return f"{self.table} analysis ({self.status})"
