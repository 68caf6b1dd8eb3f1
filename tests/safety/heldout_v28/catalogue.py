"""The strings of Zulip's web app that the twenty-eighth held-out corpus shows, as its
catalogues ``locale/<lang>/translations.json`` hold them (build.py names the commit). The
web app's catalogue is keyed by the English message itself (FormatJS ``defaultMessage``),
so English needs no table; an empty string is a message the language has not translated,
which the app shows in English. Only the messages the screens use are copied here."""

from __future__ import annotations

DELETE_TOPIC = (
    "Deleting a topic will immediately remove it and its messages for everyone. Other users "
    "may find this confusing, especially if they had received an email or push notification "
    "related to the deleted messages."
)
KEYS = (
    "Star this message", "Unstar this message", "Message actions", "Edit message",
    "Move message", "Delete message", "Mark as unread from here", "Collapse message",
    "Copy link to message", "Delete message?",
    "Deleting a message permanently removes it for everyone.", "Cancel", "Confirm", "Save",
    "Send", "Send options", "Compose your message here", "Scheduled messages",
    "Delete scheduled message", "Edit and reschedule message", "Drafts", "Delete draft",
    "Restore draft", "Mark all messages as read", "Mark all messages as unread",
    "Copy link to channel", "Channel settings", "Pin channel to top", "Unpin channel from top",
    "Mute channel", "Unmute channel", "Unsubscribe", "Change color",
    "Unsubscribe from <z-link></z-link>?",
    "Once you leave this channel, you will not be able to rejoin.", "Mute", "Default",
    "Copy link to topic", "Move topic", "Mark as resolved", "Mark as unresolved",
    "Delete topic", DELETE_TOPIC, "Set status", "Deactivate account", "Deactivate your account",
    "By deactivating your account, you will be logged out immediately.", "Select dark theme",
    "Select light theme",
)  # fmt: skip

_DE = (
    "Nachricht markieren", "Markierung aufheben", "Aktionen", "Nachricht bearbeiten",
    "Nachricht verschieben", "Nachricht löschen", "Ab hier als ungelesen markieren",
    "Nachricht einklappen", "Link zur Nachricht kopieren", "Nachricht löschen?",
    "Beim Löschen einer Nachricht wird diese sofort für alle entfernt.", "Abbrechen",
    "Bestätigen", "Speichern", "Absenden", "Sendeoptionen", "Verfasse deine Nachricht hier",
    "Geplante Nachrichten", "Geplante Nachricht löschen", "Nachricht bearbeiten und umplanen",
    "Entwürfe", "Entwurf löschen", "Entwurf wiederherstellen",
    "Alle Nachrichten als gelesen markieren", "Alle Nachrichten als ungelesen markieren",
    "Link zum Kanal kopieren", "Kanaleinstellungen", "Kanal oben anheften",
    "Angehefteten Stream loslösen", "Kanal stummschalten", "Kanal lautschalten", "Deabonnieren",
    "Farbe ändern", "<z-link></z-link> deabonnieren?",
    "Sobald du diesen Kanal verlässt, wirst du ihm nicht wieder beitreten können.",
    "Stummschalten", "Standard", "Link zum Thema kopieren", "Thema verschieben",
    "Als gelöst markieren", "Als ungelöst markieren", "Thema löschen",
    "Das Löschen eines Themas führt sofort dazu, dass all seine Nachrichten für alle "
    "Nutzer:innen entfernt werden. Manche Nutzer:innen könnte das verwirren, besonders, wenn "
    "sie eine E-Mail oder Push-Benachrichtigung haben, die solche gelöschten Nachrichten "
    "betrifft.",
    "Status setzen", "Account deaktivieren", "Deaktiviere deinen Account",
    "Wenn du deinen Account deaktivierst, wirst du sofort abgemeldet.",
    "Dunkles Farbschema wählen", "Helles Farbschema wählen",
)  # fmt: skip

_FR = (
    "Marquer ce message comme favori", "Ne plus marquer ce message comme favori",
    "Options du message", "Modifier ce message", "Déplacer le message", "Supprimer le message",
    "Marquer comme non lu à partir d'ici", "Réduire le message", "Copier le lien de ce message",
    "Supprimer le message ?",
    "La suppression d'un message le supprime définitivement pour tout le monde.", "Annuler",
    "Confirmer", "Sauvegarder", "Envoyer", "", "Rédiger votre message ici",
    "Messages programmés", "Supprimer le message programmé",
    "Modifier et reprogrammer le message", "Brouillons", "Supprimer le brouillon",
    "Restaurer le brouillon", "Marquer tous les messages comme lus",
    "Marquer tous les messages comme lus", "", "Paramètres du canal",
    "Épingler le canal en haut", "Désépingler le canal du haut", "Mettre le canal en sourdine",
    "Ne plus rendre le canal muet", "Se désabonner", "Changer la couleur", "",
    "Une fois que vous quittez un canal, vous ne pourrez plus le rejoindre.", "Muet",
    "Par défaut", "Copier le lien vers ce sujet", "Déplacer le sujet", "Marquer comme résolu",
    "Marquer comme non résolu", "Supprimer le sujet",
    "La suppression d'un sujet le supprimera immédiatement ainsi que ses messages pour tout le "
    "monde. Les autres utilisateurs pourraient trouver cela déroutant, surtout s'ils ont reçu "
    "au préalable un e-mail ou une notification push liée aux messages supprimés.",
    "Définir le statut", "Désactiver le compte", "Désactiver votre compte",
    "En désactivant votre compte, vous serez immédiatement déconnecté.", "", "",
)  # fmt: skip

_JA = (
    "メッセージにスターを付ける", "メッセージからスターを外す", "メッセージの操作",
    "メッセージを編集", "メッセージを移動する", "メッセージを削除", "これ以降を未読にする",
    "メッセージを折り畳む", "メッセージへのリンクをコピー", "メッセージを削除しますか？",
    "メッセージを削除すると、すべてのユーザーから完全に削除されます。", "キャンセル", "確認",
    "保存", "送信", "送信オプション", "ここでメッセージを作成", "予約メッセージ",
    "予約メッセージを削除", "メッセージの編集と再予約", "下書き", "下書きを削除",
    "下書きを元に戻す", "すべてのメッセージを既読にする", "すべてのメッセージを未読にする",
    "チャンネルへのリンクをコピー", "チャンネルの設定", "チャンネルをトップにピン留め",
    "チャンネルのピンを外す", "チャンネルをミュート", "チャンネルのミュートを解除", "登録解除",
    "色を変更", "<z-link></z-link> のチャンネル登録を解除しますか？",
    "このチャンネルを退出すると、再度参加することはできません。", "ミュート", "デフォルト",
    "トピックへのリンクをコピー", "トピックを移動", "解決済みにする", "未解決にする",
    "トピックを削除",
    "トピックを削除すると、トピックとそのメッセージは、全てのユーザーから削除されます。\n削"
    "除されるメッセージに関連するメールやプッシュ通知を受け取っていた場合、他のユーザーが困"
    "惑する可能性があります。",
    "ステータスを設定", "アカウントを無効化", "自分のアカウントを無効化",
    "アカウントを無効にすると、すぐにログアウトされます。", "ダークテーマを選択",
    "ライトテーマを選択",
)  # fmt: skip

_ZH = (
    "添加星标消息标记", "取消星标消息标记", "消息动作", "编辑消息", "移动消息", "删除消息",
    "自此标记为未读", "折叠消息", "复制链接到剪切板", "删除消息？",
    "永久删除后此消息对所有人不可见", "取消", "确认", "保存", "发送", "发送选项", "在这里写消息",
    "定时消息", "删除定时消息", "编辑并重新定时消息", "草稿", "删除草稿", "恢复草稿",
    "标记所有消息为已读", "讲所有消息标记为未读？", "将链接复制到频道", "频道设置",
    "将频道固定到顶部", "取消频道置顶", "静音频道", "解除静音频道", "退订", "修改颜色",
    "取消订阅<z-link></z-link>？", "一旦离开该频道，将无法重新加入。", "静音", "", "复制话题链接",
    "移动话题", "标记为已解决", "标记为未解决", "删除话题",
    "删除一个话题会立即删除该话题及其对所有人的消息。其他用户可能会对此感到困惑，特别是如果"
    "他们收到了与已删除消息相关的电子邮件或推送通知。",
    "设置状态", "停用账号", "关闭您的账号", "停用您的账号，您将会立即退出本组织。",
    "选择暗色模式", "选择浅色模式",
)  # fmt: skip

_KO = (
    "", "", "메시지 동작", "메시지 편집", "", "메시지 삭제", "", "", "메세지로 가는 링크 복사",
    "", "", "취소", "확인", "저장", "보내기", "", "여기에 귀하의 메시지를 작성하십시오", "", "",
    "", "임시 보관함", "임시 보관한 내용 삭제", "임시 보관한 내용 복구하기",
    "모든 메시지를 읽은 것으로 표시하기", "", "", "스트림 설정", "스트림을 맨 위로 설정",
    "탑에서 스트림에 핀을 해제함", "스트림 뮤트하기", "스트림 언뮤트하기", "구독 취소",
    "색깔을 변경", "", "이 스트림에 한 번 나가면 당신은 다시 들어올 수 없습니다.", "", "",
    "주제로 가는 링크 복사", "주제를 옮김", "해결되었다고 표시함", "해결되지 못 했다고 표시함",
    "주제 삭제",
    "주제를 삭제하는 것은 모두를 위한 이 주제와 이 관련된 메세지를 즉시 삭제합니다.  특히 "
    "그들이 삭제된 메세지와 관련되 이 이메일이나 푸쉬 알림을 받았을 경우에 아마도 혼란스러"
    "워 할 것입니다.",
    "상태를 설정", "계정 비활성화 ", "계정 비활성화", "계정을 비활성화하면 즉시 로그아웃됩니다.",
    "", "",
)  # fmt: skip

_ES = (
    "Marcar este mensaje", "No destacar este mensaje", "Acciones del mensaje", "Editar mensaje",
    "Mover mensaje", "Eliminar mensaje", "Marcar como no leido desde acá", "Colapsar mensaje",
    "Copiar el enlace al mensaje", "¿Eliminar mensaje?",
    "Eliminar un mensaje permanentemente lo elimina para todos.", "Cancelar", "Confirmar",
    "Guardar", "Enviar", "Enviar opciones", "Escribe tu mensaje aquí", "Mensajes programados",
    "Eliminar mensaje programado", "Editar y reprogramar mensaje", "Borradores",
    "Eliminar borrador", "Restablecer borrador", "Marcar todos los mensajes como leídos",
    "Marcar todos los mensajes como no leídos", "Copiar link del canal",
    "Configuración del canal", "Fijar canal", "Desfijar canal", "Silenciar canal",
    "No silenciar el canal", "Desuscribirse", "Cambiar color",
    "¿Desubscribirse de <z-link></z-link>?",
    "Una vez abandones este canal, no podrás volverte a unir.", "Silenciar", "Predeterminado",
    "Copiar el vínculo al tema", "Mover tema", "Marcar como resuelto", "Marcar como no resuelto",
    "Borrar tema",
    "Eliminar un tema lo eliminará de inmediato, incluso todos los menajes vinculados a los demás "
    "usuarios. Puede que otros usuarios se confundan, sobre todo si habían recibido un correo o "
    "notificación push relacionada al mensaje eliminado. ",
    "Establecer estado", "Desactivar cuenta", "Desactivar tu cuenta",
    "Al desactivar tu cuenta, serás desconectado inmediatamente.", "", "",
)  # fmt: skip

_PT = (
    "Destacar essa mensagem", "Remover o destaque dessa mensagem", "Ações de mensagem",
    "Editar mensagem", "Mover mensagem", "Excluir mensagem", "Marcar como não lidas a partir daqui",
    "Esconder mensagem", "Copiar link da mensagem", "Apagar mensagem?",
    "Apagar uma mensagem remove-a permanentemente para todos.", "Cancelar", "Confirmar", "Salvar",
    "Enviar", "Enviar opções", "Escreva sua mensagem aqui", "Mensagens agendadas",
    "Apagar mensagem agendada", "Editar e reagendar mensagem", "Rascunhos", "Excluir rascunho",
    "Restaurar rascunho", "Marcar todas as mensagens como lidas",
    "Marcar todas as mensagens como não lidas.", "Copiar link para o canal",
    "Configurações do canal", "Fixar canal no topo", "Desfixar canal do topo", "Silenciar canal",
    "Desmutar canal", "Cancelar inscrição", "Alterar cor", "Desinscrever de<z-link></z-link>?",
    "Ao deixar o canal, você não será capaz de ingressar novamente.", "Silenciar", "Padrão",
    "Copiar link do tópico", "Mover tópico", "Marcar como resolvido", "Marcar como não resolvido",
    "Excluir tópico",
    "Apagar um tópico irá imediatamente removê-lo e todas as suas mensagens, para todos. Outros "
    "usuários poderão ficar confusos com isto, especialmente se tiverem recebido notificações por "
    "e-mail ou móveis relacionadas com as mensagens apagadas.",
    "Definir status", "Conta desativada", "Desativar sua conta",
    "Desativando sua conta, você será desconectado imediatamente.", "Selecionar tema escuro",
    "Selecionar tema claro",
)  # fmt: skip

_RU = (
    "Отметить сообщение", "Снять отметку с сообщения", "Действия с сообщением",
    "Редактировать сообщение", "Переместить сообщение", "Удалить сообщение",
    "Пометить как непрочитанные с этого места", "Свернуть сообщение",
    "Скопировать ссылку на сообщение", "Удалить сообщение?",
    "Сообщение будет безвозвратно удалено для всех пользователей.", "Отмена", "Подтвердить",
    "Сохранить", "Отправить", "Варианты отправки", "Введите ваше сообщение тут",
    "Отложенные сообщения", "Удалить отложенное сообщение",
    "Редактировать сообщение и изменить время отправки", "Черновики", "Удалить черновик",
    "Восстановить черновик", "Отметить все сообщения как прочитанные",
    "Отметить все сообщения как непрочитанные", "Скопировать ссылку на канал",
    "Настройки каналов", "Закрепить канал сверху", "Открепить канал", "Отключить канал",
    "Включить канал", "Отменить подписку", "Изменить цвет",
    "Отменить подписку на <z-link></z-link>?",
    "Если вы покинете этот канал, вы больше не сможете к нему присоединиться.", "Отключить",
    "По умолчанию", "Скопировать ссылку на тему", "Переместить тему",
    "Поставить отметку \"решено\"", "Снять отметку \"решено\"", "Удалить тему",
    "Удаление темы немедленно удалит саму тему и все сообщения в ней для всех пользователей. "
    "Некоторых это может сбить с толку, особенно, если они получали оповещения по электронной "
    "почте или push-уведомления об этих сообщениях.",
    "Установить статус", "Отключить учетную запись", "Отключить вашу учетную запись",
    "Отключив свою учетную запись, вы автоматически выйдете из системы.", "Выбрать темный режим",
    "Выбрать светлый режим",
)  # fmt: skip

TABLES = {lang: dict(zip(KEYS, values, strict=True))
          for lang, values in (("zh", _ZH), ("ja", _JA), ("ko", _KO), ("de", _DE), ("fr", _FR),
                                        ("es", _ES), ("pt", _PT), ("ru", _RU))}  # fmt: skip
