from django.db import migrations, models
from django.db.models import Count


def count_told(apps, schema_editor):
    Table = apps.get_model("tabletop", "Table")
    for table_id, told in Table.objects.annotate(n=Count("events")).filter(n__gt=0).values_list("pk", "n"):
        Table.objects.filter(pk=table_id).update(told=told)


class Migration(migrations.Migration):

    dependencies = [
        ("tabletop", "0006_merge_undo"),
    ]

    operations = [
        migrations.AddField(
            model_name="table",
            name="told",
            field=models.PositiveIntegerField(default=0, verbose_name="seat changes told"),
        ),
        migrations.RunPython(count_told, migrations.RunPython.noop),
    ]
