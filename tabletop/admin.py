from django.contrib import admin

from tabletop.models import Analysis, ChatMessage, Move, Player, Rating, Seat, Table, TableEvent


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0


@admin.register(Table)
class TableAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "status", "version", "bot_turn", "host", "created", "updated")
    list_filter = ("game", "status", "bot_turn")
    inlines = [SeatInline]


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("table", "index", "role", "kind", "level", "player")
    list_filter = ("kind",)


@admin.register(Move)
class MoveAdmin(admin.ModelAdmin):
    list_display = ("table", "version", "seat", "option", "by_bot", "created")
    list_filter = ("by_bot",)


@admin.register(TableEvent)
class TableEventAdmin(admin.ModelAdmin):
    list_display = ("table", "version", "kind", "seat", "player", "by", "created")
    list_filter = ("kind",)


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ("name", "user", "created")
    search_fields = ("name",)


@admin.register(ChatMessage)
class ChatMessageAdmin(admin.ModelAdmin):
    list_display = ("table", "name", "text", "hidden", "created")
    list_filter = ("hidden",)


@admin.register(Rating)
class RatingAdmin(admin.ModelAdmin):
    list_display = ("game", "user", "bot_level", "rating", "rd", "games", "updated")
    list_filter = ("game",)


@admin.register(Analysis)
class AnalysisAdmin(admin.ModelAdmin):
    list_display = ("table", "status", "think", "total", "created", "updated")
    list_filter = ("status",)
