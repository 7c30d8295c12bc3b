import tabletop.storedjson
from django.db import migrations, models


class Migration(migrations.Migration):
    """The JSON fields write through tabletop.storedjson.Encoder: the columns stay as they were,
    so the database is left alone (SQLite would copy each table to alter nothing)."""

    dependencies = [
        ('tabletop', '0007_table_told'),
    ]

    operations = [migrations.SeparateDatabaseAndState(state_operations=[
        migrations.AlterField(
            model_name='move',
            name='events',
            field=models.JSONField(default=list, encoder=tabletop.storedjson.Encoder, verbose_name='events'),
        ),
        migrations.AlterField(
            model_name='move',
            name='note',
            field=models.JSONField(blank=True, encoder=tabletop.storedjson.Encoder, null=True, verbose_name="bot's reasoning"),
        ),
        migrations.AlterField(
            model_name='table',
            name='options',
            field=models.JSONField(default=dict, encoder=tabletop.storedjson.Encoder, verbose_name='options'),
        ),
        migrations.AlterField(
            model_name='table',
            name='state',
            field=models.JSONField(blank=True, encoder=tabletop.storedjson.Encoder, null=True, verbose_name='state'),
        ),
    ])]
